/*
 * A stand-in for Commerce7's hosted widget (https://cdn.commerce7.com/v2/commerce7.js), served by
 * the embedded commerce service at /widget/commerce7.js for the production-mode browser test
 * (tests/e2e/prod-commerce7.spec.ts). It is not Commerce7's code: it does, from the site's side,
 * what the site relies on the real widget to do (docs/commerce7-widget.md,
 * "Commerce7's hosted widget: verified and assumed"):
 *   - it is installed as <script id="c7-javascript" data-tenant="..."> and reads its tenant there;
 *   - it renders into <div id="c7-content"> and decides what to show from the page's address
 *     (/checkout, /club/{slug}, /profile);
 *   - it takes the shopper's cart from the `cartId` cookie and the shopper's sign-in from the
 *     `customerToken` cookie of the site's own domain;
 *   - it calls the commerce API from the browser with the `tenant` header and the token as the
 *     Authorization header (GET cart/{cartId}, GET customer/self, GET club/slug/{slug}).
 * It only reads and shows; a real checkout is Commerce7's. Plain browser JavaScript, no eval.
 */
(function commerce7StandIn() {
  'use strict';

  var script = document.getElementById('c7-javascript');
  var mount = document.getElementById('c7-content');
  if (!script || !mount) return;
  var tenant = script.getAttribute('data-tenant') || '';
  // The API sits beside this file on the embedded service: {origin}/v1.
  var api = new URL('/v1/', script.src).href;

  /** A cookie of the site's domain, or '' (values are URI-encoded by the site). */
  function cookie(name) {
    var prefix = name + '=';
    var found = document.cookie.split('; ').filter(function (part) {
      return part.indexOf(prefix) === 0;
    })[0];
    return found ? decodeURIComponent(found.slice(prefix.length)) : '';
  }

  /** GET a commerce route with the tenant (and the customer's token, when signed in). */
  function get(path, token) {
    var headers = { tenant: tenant };
    if (token) headers.authorization = token;
    return fetch(api + path, { headers: headers }).then(function (reply) {
      return reply.ok ? reply.json() : null;
    });
  }

  /** A paragraph of text (textContent only: nothing from the API is parsed as markup). */
  function line(text, testId) {
    var element = document.createElement('p');
    element.textContent = text;
    if (testId) element.setAttribute('data-c7-part', testId);
    return element;
  }

  function cartLines(cart) {
    if (!cart || !cart.items || cart.items.length === 0)
      return [line('Your cart is empty.', 'cart')];
    var list = document.createElement('ul');
    list.setAttribute('aria-label', 'Cart');
    cart.items.forEach(function (item) {
      var entry = document.createElement('li');
      entry.textContent = item.productTitle + ' × ' + item.quantity;
      list.appendChild(entry);
    });
    return [list];
  }

  function signedIn(customer) {
    return customer && customer.firstName
      ? line('Signed in as ' + customer.firstName, 'customer')
      : line('Checking out as a guest', 'customer');
  }

  var path = window.location.pathname.replace(/\/+$/, '');
  var token = cookie('customerToken');
  var cartId = cookie('cartId');
  var clubSlug = /^\/club\/([^/]+)$/.exec(path);
  var view =
    path === '/checkout' ? 'checkout' : clubSlug ? 'club' : path === '/profile' ? 'account' : '';

  var region = document.createElement('section');
  region.setAttribute('aria-label', 'Commerce7 stand-in');
  region.setAttribute('data-c7-view', view || 'unknown');
  mount.replaceChildren(region);
  if (!view) return;

  Promise.all([
    token ? get('customer/self', token) : null,
    view === 'checkout' && cartId ? get('cart/' + encodeURIComponent(cartId), token) : null,
    clubSlug
      ? get('club/slug/' + encodeURIComponent(decodeURIComponent(clubSlug[1])), token)
      : null,
  ])
    .then(function (answers) {
      var customer = answers[0];
      var parts = [signedIn(customer)];
      if (view === 'checkout') parts = parts.concat(cartLines(answers[1]));
      if (view === 'club')
        parts.push(line(answers[2] ? 'Joining ' + answers[2].title : 'Club not found', 'club'));
      if (view === 'account') parts.push(line('Your account', 'account'));
      parts.forEach(function (part) {
        region.appendChild(part);
      });
      region.setAttribute('data-c7-ready', 'true');
    })
    .catch(function () {
      region.appendChild(line('The commerce service could not be reached.', 'error'));
      region.setAttribute('data-c7-ready', 'true');
    });
})();
