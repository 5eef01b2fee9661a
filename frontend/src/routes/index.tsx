import { createFileRoute } from '@tanstack/react-router';
import { BrowsePage } from '@/features/catalog/components/browse/browse-page';

export const Route = createFileRoute('/')({
  component: BrowsePage,
});
