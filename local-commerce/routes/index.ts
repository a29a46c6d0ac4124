import type { Route } from '../router';
import { accountRoutes } from './account';
import { cartRoutes } from './cart';
import { checkoutRoutes } from './checkout';
import { clubRoutes } from './clubs';
import { collectionRoutes, productRoutes } from './products';
import { creditCardRoutes } from './credit-cards';
import { customerRoutes } from './customer';
import { marketingRoutes } from './marketing';
import { membershipChangeRoutes } from './membership-changes';
import { orderRoutes } from './orders';

/** Every `/v1/` route of the service; README.md lists them with their payloads. */
export const ROUTES: readonly Route[] = [
  ...productRoutes,
  ...collectionRoutes,
  ...cartRoutes,
  ...checkoutRoutes,
  ...customerRoutes,
  ...orderRoutes,
  ...clubRoutes,
  ...creditCardRoutes,
  // After the literal customer routes: `customer/:id` would otherwise shadow `customer/login`.
  ...accountRoutes,
  ...membershipChangeRoutes,
  ...marketingRoutes,
];
