import { createFileRoute } from '@tanstack/react-router';
import { ShippingDeliveryPage } from '@/features/static-pages';

export const Route = createFileRoute('/shipping-delivery')({
  component: ShippingDeliveryPage,
});
