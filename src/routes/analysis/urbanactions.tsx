import { createFileRoute } from '@tanstack/react-router';
import { TransactionActionsPage } from '../../features/reports/transaction-actions-page';
import { noSearchParams } from '@contract/search-params';

export const Route = createFileRoute('/analysis/urbanactions')({
  validateSearch: noSearchParams,
  component: TransactionActionsPage,
});
