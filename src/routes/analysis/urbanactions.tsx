import { createFileRoute } from '@tanstack/react-router';
import { TransactionActionsPage } from '../../features/reports/transaction-actions-page';
import { requireLoginOnly } from '../-guards';
import { noSearchParams } from '../-search-params';

export const Route = createFileRoute('/analysis/urbanactions')({
  validateSearch: noSearchParams,
  beforeLoad: requireLoginOnly,
  component: TransactionActionsPage,
});
