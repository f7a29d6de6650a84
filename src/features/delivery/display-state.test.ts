import { describe, expect, it } from 'vitest';
import { shownState } from './display-state.ts';

describe('shown courier state', () => {
  it('when nothing is queued, then the server state is shown and both actions are offered', () => {
    expect(shownState('ACCEPTED', [])).toEqual({ status: 'accepted', waiting: false, canPickUp: true, canDeliver: true });
  });

  it('when "Zugestellt" waits offline, then delivered is shown as waiting and no action is offered', () => {
    expect(shownState('PROCESSED', ['delivered'])).toEqual({ status: 'delivered', waiting: true, canPickUp: false, canDeliver: false });
  });

  it('when "Abgeholt" waits offline, then on the way is shown and only "Zugestellt" is offered', () => {
    expect(shownState('ACCEPTED', ['pickedUp'])).toEqual({ status: 'onway', waiting: true, canPickUp: false, canDeliver: true });
  });

  it('when the server is already further than a queued action, then the server state stays and nothing waits', () => {
    expect(shownState('DELIVERED', ['pickedUp'])).toEqual({ status: 'delivered', waiting: false, canPickUp: false, canDeliver: false });
  });

  it('when the order was cancelled, then cancelled is shown whatever is queued and nothing is offered', () => {
    expect(shownState('CANCELED', ['delivered'])).toEqual({ status: 'cancelled', waiting: false, canPickUp: false, canDeliver: false });
  });
});
