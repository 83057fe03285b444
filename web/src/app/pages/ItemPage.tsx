import { useParams } from 'react-router';
import { TradeUrlCard } from '../../features/account/components/TradeUrlCard';
import { ItemView } from '../../features/mall/components/ItemView';
import { parseItemId } from '../../features/mall/lib/item';
import { useUser } from '../../lib/user';
import { NotFoundPage } from './NotFoundPage';

/**
 * `/item/{goods id}` (spec §2): the mall item page. The account's trade-URL form is passed in for withdrawals
 * (features do not import each other; pages compose them).
 */
export default function ItemPage() {
  const { id } = useParams();
  const { profile } = useUser();
  const goodsId = parseItemId(id);
  if (goodsId === null) return <NotFoundPage />;
  return <ItemView id={goodsId} tradeUrlForm={profile ? <TradeUrlCard profile={profile} /> : null} />;
}
