import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CartSchema, OrderSchema, type Product } from '../../lib/commerce/entities';
import { MESSAGES } from '../availability';
import { serviceForThisFile, TEST_CARD } from '@/tests/support/local-commerce-service';

const service = serviceForThisFile();
const { api } = service;

describe('event tickets in the cart', () => {
  it.each([
    ['a past event', 'EVT-HARVEST-26', MESSAGES.eventOver],
    ['a sold-out event', 'EVT-TERRACE-27', MESSAGES.noLongerAvailable],
  ])(
    'refuses %s with a clear message and leaves the cart unchanged',
    async (_name, sku, message) => {
      const cartId = await api.newCart();
      const reply = await api.post(`cart/${cartId}/item`, { sku, quantity: 1 });
      expect(reply.status).toBe(422);
      expect(reply.body).toMatchObject({ statusCode: 422, message });
      const cart = v.parse(CartSchema, (await api.get(`cart/${cartId}`)).body);
      expect(cart.items).toEqual([]);
    },
  );

  it('lists the seeded events with day, time, place and seats', async () => {
    const reply = await api.get<Product>('product/slug/spring-barrel-tasting-2027/for-web');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      type: 'Event Ticket',
      webStatus: 'Available',
      eventDate: '2027-03-20',
      eventTime: '11:00',
      eventEndTime: '15:00',
      eventPlace: 'The Barrel Room, Isosceles Ridge Winery',
    });
    expect(reply.body.variants[0]?.inventory[0]?.availableForSaleCount).toBe(60);
  });

  it('sells an upcoming event: its day and time ride on the cart line and the order', async () => {
    const cartId = await api.newCart();
    const added = await api.post(`cart/${cartId}/item`, { sku: 'EVT-BARREL-27', quantity: 2 });
    expect(added.status).toBe(201);
    const cart = v.parse(CartSchema, (await api.get(`cart/${cartId}`)).body);
    expect(cart.items[0]).toMatchObject({
      sku: 'EVT-BARREL-27',
      quantity: 2,
      eventDate: '2027-03-20',
      eventTime: '11:00',
    });
    const placed = await api.post(`cart/${cartId}/checkout`, {
      email: 'buyer@example.com',
      shipTo: null,
      payment: TEST_CARD,
    });
    expect(placed.status).toBe(201);
    const order = v.parse(OrderSchema, placed.body);
    expect(order.items[0]).toMatchObject({ eventDate: '2027-03-20', eventTime: '11:00' });
  });
});
