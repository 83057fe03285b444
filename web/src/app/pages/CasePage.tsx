import { ComingSoonPage } from './ComingSoonPage';

export default function CasePage() {
  return <ComingSoonPage page="case" />;
}
