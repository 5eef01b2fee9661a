import { createFileRoute } from '@tanstack/react-router';
import { AntiquitiesPage } from '@/features/static-pages';

export const Route = createFileRoute('/antiquities')({
  component: AntiquitiesPage,
});
