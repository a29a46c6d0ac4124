/**
 * Typed cart quantities not sent yet, so checkout never shows less than the cart did.
 * Each cart line with a typed, unsent quantity registers a sender here; Checkout sends them all
 * before it leaves the cart.
 */
type Sender = () => Promise<boolean>;

const senders = new Set<Sender>();

/** Registers a line's sender; the returned function unregisters it. */
export function registerPendingQuantity(send: Sender): () => void {
  senders.add(send);
  return () => {
    senders.delete(send);
  };
}

/** Sends every typed quantity still waiting; false when one of them failed. */
export async function sendPendingQuantities(): Promise<boolean> {
  // One after another: each answer is the whole cart, so a later one carries the earlier change.
  let ok = true;
  for (const send of [...senders]) ok = (await send()) && ok;
  return ok;
}
