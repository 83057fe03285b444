import { ComingSoonPage } from './ComingSoonPage';

export default function ProvablyFairPage() {
  return <ComingSoonPage page="provablyFair" />;
}
