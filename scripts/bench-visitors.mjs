/**
 * The visitors `npm run bench` needs from the embedded commerce service (`commerce`: its base URL):
 * a club member's customer token and a cart holding one bottle of the benched product.
 */

/** A new club member of the embedded service: their customer token. */
export async function newMember(commerce, tenant) {
  const headers = { tenant, 'content-type': 'application/json' };
  const post = (path, body, token) =>
    fetch(`${commerce}/v1/${path}`, {
      method: 'POST',
      headers: token ? { ...headers, authorization: token } : headers,
      body: JSON.stringify(body),
    }).then(async (reply) => {
      if (!reply.ok) throw new Error(`POST ${path} answered ${reply.status}`);
      return reply.json();
    });
  const name = { firstName: 'Bench', lastName: 'Member' };
  const { token } = await post('customer', {
    email: `bench-member-${Date.now()}@example.com`,
    password: 'Harvest-2024',
    ...name,
  });
  const address = {
    address: '1 Ridge Road',
    city: 'Paso Robles',
    stateCode: 'CA',
    zipCode: '93446',
  };
  const payment = {
    cardHolderName: 'Bench Member',
    cardNumber: '4242424242424242',
    expiry: '12/39',
    cvv: '123',
  };
  await post(
    'club-membership',
    {
      clubSlug: '6-bottle-red-wines',
      shipTo: { ...name, ...address },
      birthDate: '1980-04-02',
      payment,
      termsAccepted: true,
    },
    token,
  );
  return token;
}

/** A new cart holding one bottle of the benched product: its id and item count. */
export async function newCart(commerce, tenant, product) {
  const headers = { tenant, 'content-type': 'application/json' };
  const cart = await fetch(`${commerce}/v1/cart`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ channel: 'Web' }),
  }).then((reply) => reply.json());
  const products = await fetch(`${commerce}/v1/product/slug/${product}/for-web`, { headers }).then(
    (reply) => reply.json(),
  );
  const sku = products?.variants?.[0]?.sku;
  if (sku) {
    await fetch(`${commerce}/v1/cart/${cart.id}/item`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ sku, quantity: 1 }),
    });
  }
  return { id: cart.id, count: sku ? 1 : 0 };
}
