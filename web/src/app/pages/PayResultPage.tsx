import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PayResult } from '../../features/payments/components/PayResult';
import { payReturn } from '../../lib/pay-return';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useUser } from '../../lib/user';

/** `/pay/result?order_sn=`: where the processor (or a redeemed gift card) sends the player back. */
export default function PayResultPage() {
  const { t } = useTranslation('pay');
  const [params] = useSearchParams();
  const { profile } = useUser();
  useDocumentTitle(t('result.title'));
  const orderSn = (params.get('order_sn') ?? '').trim();
  return (
    <div className="py-4 sm:py-8">
      <PayResult orderSn={/^DF[0-9A-Z]{8,40}$/.test(orderSn) ? orderSn : ''} profile={profile} returnTo={payReturn()} />
    </div>
  );
}
