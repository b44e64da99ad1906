import { describe, expect, it } from 'vitest';
import { controlSelector, recordTick, startingStep1, tickedInOrder } from './carry-over';

describe('the ticks carried over', () => {
  it('keeps the order of ticking; an untick removes, a tick again moves to the end', () => {
    let order: string[] = [];
    for (const [code, checked] of [
      ['ES', true],
      ['US', true],
      ['SE', true],
      ['ES', false],
      ['ES', true],
    ] as const)
      order = recordTick(order, code, checked);
    expect(order).toEqual(['US', 'SE', 'ES']);
  });

  it('orders what is ticked on the page by when it was ticked; earlier ticks (unheard) follow in page order', () => {
    // HR and IN were ticked before the page listened; RO was heard ticked, then unticked before the swap
    expect(tickedInOrder(['US', 'HR', 'IN', 'ES'], ['ES', 'RO', 'US'])).toEqual(['ES', 'US', 'HR', 'IN']);
    expect(tickedInOrder([], ['ES'])).toEqual([]);
  });

  it('starts step 1 with the text, at most `max` countries, and the notice when more were ticked', () => {
    expect(startingStep1(undefined, 5)).toEqual({ query: '', destinations: [], capNotice: false });
    expect(startingStep1({ query: 'ספ', ticked: ['ES', 'US'] }, 5)).toEqual({
      query: 'ספ',
      destinations: ['ES', 'US'],
      capNotice: false,
    });
    expect(startingStep1({ query: '', ticked: ['A', 'B', 'C', 'D', 'E', 'F'] }, 5)).toEqual({
      query: '',
      destinations: ['A', 'B', 'C', 'D', 'E'],
      capNotice: true,
    });
  });
});

describe('controlSelector', () => {
  it('finds a checkbox or radio button by name and value, other named controls by name', () => {
    expect(controlSelector({ tag: 'INPUT', type: 'checkbox', name: 'destination', value: 'ES' })).toBe(
      'input[name="destination"][value="ES"]',
    );
    expect(controlSelector({ tag: 'INPUT', type: 'radio', name: 'gender', value: 'female' })).toBe(
      'input[name="gender"][value="female"]',
    );
    expect(controlSelector({ tag: 'INPUT', type: 'email', name: 'email', value: 'a@b.c' })).toBe(
      'input[name="email"]',
    );
  });

  it('finds an unnamed input or button by its type', () => {
    expect(controlSelector({ tag: 'INPUT', type: 'search' })).toBe('input[type="search"]');
    expect(controlSelector({ tag: 'BUTTON', type: 'submit' })).toBe('button[type="submit"]');
  });

  it('finds nothing for an element that is not a form control (focus then goes to the step heading)', () => {
    expect(controlSelector({ tag: 'H2' })).toBeUndefined();
    expect(controlSelector({ tag: 'DIV' })).toBeUndefined();
  });

  it('quotes what it is given, so a value cannot break out of the selector', () => {
    expect(controlSelector({ tag: 'input', type: 'checkbox', name: 'x', value: 'a"] , body' })).toBe(
      'input[name="x"][value="a\\"] , body"]',
    );
  });
});
