import type { Lang } from '@dropforge/shared/domain';

const SUBJECT: Record<Lang, string> = {
  en: 'Your Dropforge verification code',
  zh: '您的 Dropforge 验证码',
  pl: 'Twój kod weryfikacyjny Dropforge',
  es: 'Tu código de verificación de Dropforge',
  'ch-tr': '您的 Dropforge 驗證碼',
  vn: 'Mã xác minh Dropforge của bạn',
  fr: 'Votre code de vérification Dropforge',
  br: 'Seu código de verificação da Dropforge',
  ro: 'Codul tău de verificare Dropforge',
  in: 'Kode verifikasi Dropforge Anda',
  de: 'Dein Dropforge-Bestätigungscode',
  ru: 'Ваш код подтверждения Dropforge',
};

const BODY: Record<Lang, string> = {
  en: 'Your code is {code}. It is valid for 10 minutes. If you did not ask for it, ignore this e-mail.',
  zh: '您的验证码是 {code}，10 分钟内有效。如果这不是您本人的操作，请忽略此邮件。',
  pl: 'Twój kod to {code}. Jest ważny przez 10 minut. Jeśli to nie Ty o niego prosiłeś, zignoruj tę wiadomość.',
  es: 'Tu código es {code}. Es válido durante 10 minutos. Si no lo solicitaste, ignora este correo.',
  'ch-tr': '您的驗證碼是 {code}，10 分鐘內有效。如果這不是您本人的操作，請忽略此郵件。',
  vn: 'Mã của bạn là {code}. Mã có hiệu lực trong 10 phút. Nếu bạn không yêu cầu, hãy bỏ qua email này.',
  fr: "Votre code est {code}. Il est valable 10 minutes. Si vous ne l'avez pas demandé, ignorez cet e-mail.",
  br: 'Seu código é {code}. Ele é válido por 10 minutos. Se você não o solicitou, ignore este e-mail.',
  ro: 'Codul tău este {code}. Este valabil 10 minute. Dacă nu l-ai cerut, ignoră acest e-mail.',
  in: 'Kode Anda adalah {code}. Berlaku selama 10 menit. Jika Anda tidak memintanya, abaikan email ini.',
  de: 'Dein Code lautet {code}. Er ist 10 Minuten gültig. Wenn du ihn nicht angefordert hast, ignoriere diese E-Mail.',
  ru: 'Ваш код: {code}. Он действителен 10 минут. Если вы его не запрашивали, просто проигнорируйте это письмо.',
};

export function codeMail(code: string, lang: Lang) {
  const text = BODY[lang].replace('{code}', code);
  const html = `<div style="font-family:system-ui,sans-serif;background:#0d1117;color:#e6edf3;padding:24px">
<h1 style="color:#f5a524;margin:0 0 12px">Dropforge</h1>
<p style="font-size:16px">${BODY[lang].replace('{code}', `<strong style="font-size:28px;letter-spacing:6px;color:#fff">${code}</strong>`)}</p>
</div>`;
  return { subject: SUBJECT[lang], text, html };
}
