import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RoomView } from '../../features/battles/components/RoomView';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** `/battle/{id}`: one battle, live. */
export default function BattleRoomPage() {
  const { t } = useTranslation('battles');
  const id = Number(useParams().id);
  useDocumentTitle(t('room.title', { id: Number.isSafeInteger(id) ? id : '' }));
  return <RoomView key={id} id={id} />;
}
