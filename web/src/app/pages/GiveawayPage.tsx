import { useParams } from 'react-router';
import { RoomView } from '../../features/giveaways/components/RoomView';

/** `/giveaway/{id}`: one room, its draw and its fairness. */
export default function GiveawayPage() {
  const id = Number(useParams().id);
  return <RoomView key={id} id={id} />;
}
