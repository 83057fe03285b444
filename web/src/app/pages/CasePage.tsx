import { useParams } from 'react-router';
import { CaseView } from '../../features/cases/components/CaseView';

/** `/case/:id`: a case, its reel and its contents. */
export default function CasePage() {
  const { id = '' } = useParams();
  return <CaseView key={id} id={id} />;
}
