import { createFileRoute } from '@tanstack/react-router';
import { ManageListingsPage } from '@/features/catalog/components/listings/manage-listings-page';

export const Route = createFileRoute('/_authenticated/my-listings')({
  component: ManageListingsPage,
});
