import type { Lang } from '@dropforge/shared/domain';

const SUBJECT: Record<Lang, string> = {
  en: 'We received your request {ticket}',
  zh: '我们已收到您的请求 {ticket}',
  pl: 'Otrzymaliśmy Twoje zgłoszenie {ticket}',
  es: 'Hemos recibido tu solicitud {ticket}',
  'ch-tr': '我們已收到您的請求 {ticket}',
  vn: 'Chúng tôi đã nhận được yêu cầu {ticket} của bạn',
  fr: 'Nous avons bien reçu votre demande {ticket}',
  br: 'Recebemos sua solicitação {ticket}',
  ro: 'Am primit solicitarea ta {ticket}',
  in: 'Kami telah menerima permintaan Anda {ticket}',
  de: 'Wir haben deine Anfrage {ticket} erhalten',
  ru: 'Мы получили ваше обращение {ticket}',
};

const BODY: Record<Lang, string> = {
  en: 'Thank you for contacting Dropforge support. Your ticket number is {ticket}: please quote it if you write to us again. Our team works 9:00-18:00 GMT+8, Monday to Friday, and replies within 24 hours.',
  zh: '感谢您联系 Dropforge 客服。您的工单号是 {ticket}，再次联系我们时请提供此编号。我们的工作时间为周一至周五 9:00-18:00（GMT+8），将在 24 小时内回复。',
  pl: 'Dziękujemy za kontakt z pomocą Dropforge. Numer Twojego zgłoszenia to {ticket}: podaj go, jeśli napiszesz ponownie. Nasz zespół pracuje od poniedziałku do piątku w godz. 9:00-18:00 GMT+8 i odpowiada w ciągu 24 godzin.',
  es: 'Gracias por contactar con el soporte de Dropforge. Tu número de ticket es {ticket}: indícalo si vuelves a escribirnos. Nuestro equipo trabaja de lunes a viernes de 9:00 a 18:00 (GMT+8) y responde en un plazo de 24 horas.',
  'ch-tr':
    '感謝您聯絡 Dropforge 客服。您的工單號碼是 {ticket}，再次聯絡我們時請提供此號碼。我們的服務時間為週一至週五 9:00-18:00（GMT+8），將於 24 小時內回覆。',
  vn: 'Cảm ơn bạn đã liên hệ bộ phận hỗ trợ Dropforge. Mã yêu cầu của bạn là {ticket}: hãy ghi mã này nếu bạn viết cho chúng tôi lần nữa. Chúng tôi làm việc 9:00-18:00 GMT+8, thứ Hai đến thứ Sáu, và phản hồi trong vòng 24 giờ.',
  fr: "Merci d'avoir contacté le support Dropforge. Votre numéro de ticket est {ticket} : indiquez-le si vous nous écrivez à nouveau. Notre équipe travaille du lundi au vendredi de 9h00 à 18h00 (GMT+8) et répond sous 24 heures.",
  br: 'Obrigado por falar com o suporte da Dropforge. O número do seu ticket é {ticket}: informe-o se escrever para nós novamente. Nossa equipe atende de segunda a sexta, das 9:00 às 18:00 (GMT+8), e responde em até 24 horas.',
  ro: 'Îți mulțumim că ai contactat asistența Dropforge. Numărul tichetului tău este {ticket}: menționează-l dacă ne scrii din nou. Echipa noastră lucrează de luni până vineri, 9:00-18:00 GMT+8, și răspunde în cel mult 24 de ore.',
  in: 'Terima kasih telah menghubungi dukungan Dropforge. Nomor tiket Anda adalah {ticket}: sebutkan nomor ini jika Anda menulis lagi. Tim kami bekerja pukul 9:00-18:00 GMT+8, Senin sampai Jumat, dan membalas dalam 24 jam.',
  de: 'Danke, dass du dich an den Dropforge-Support gewandt hast. Deine Ticketnummer ist {ticket}: Bitte gib sie an, wenn du uns erneut schreibst. Unser Team arbeitet montags bis freitags von 9:00 bis 18:00 Uhr (GMT+8) und antwortet innerhalb von 24 Stunden.',
  ru: 'Спасибо, что обратились в поддержку Dropforge. Номер вашего обращения: {ticket}. Укажите его, если напишете нам снова. Мы работаем с понедельника по пятницу с 9:00 до 18:00 (GMT+8) и отвечаем в течение 24 часов.',
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The acknowledgement of a support ticket, in the sender's language; quotes the message back as plain text. */
export function feedbackMail(ticket: string, content: string, lang: Lang) {
  const body = BODY[lang].replace('{ticket}', ticket);
  const quoted = content.length > 2000 ? `${content.slice(0, 2000)}…` : content;
  return {
    subject: SUBJECT[lang].replace('{ticket}', ticket),
    text: `${body}\n\n> ${quoted.replace(/\n/g, '\n> ')}`,
    html: `<div style="font-family:system-ui,sans-serif;background:#0d1117;color:#e6edf3;padding:24px">
<h1 style="color:#f5a524;margin:0 0 12px">Dropforge</h1>
<p style="font-size:16px">${escapeHtml(BODY[lang]).replace('{ticket}', `<strong style="color:#fff">${escapeHtml(ticket)}</strong>`)}</p>
<blockquote style="margin:16px 0 0;padding:8px 12px;border-left:3px solid #30363d;color:#8b949e;white-space:pre-wrap">${escapeHtml(quoted)}</blockquote>
</div>`,
  };
}
