import { ComingSoonPage } from '../../components/shell/coming-soon-page';

/** Placeholder for /analysis/urbanactions until its feature issue replaces it. */
export function TransactionActionsPage() {
  return <ComingSoonPage title="Transaction Actions" description="A yearly expandable list of transaction actions." />;
}
