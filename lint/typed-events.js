/**
 * Readers of the log receive their events typed (`eventsOf` in `@sankofa/events`): parsed, upcast
 * and narrowed to the union they declare. A cast of an event, of its data or of a parse would let
 * an un-upcast or foreign shape through unseen, so none is allowed outside the log itself, whose
 * adapters, export and event sets hold data as opaque JSON. `lint/typed-events.test.ts` proves each cast fails.
 */

const WHY = 'Declare the events this reader handles with eventsOf(…) and take them from its parse, typed; never cast an event.';

export const typedEvents = [
  {
    files: ['**/*.{ts,tsx}'],
    // The log itself holds data as opaque JSON, and the browser never reads the log.
    ignores: ['events/**', 'frontend/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "TSAsExpression TSTypeReference[typeName.name=/^(EventOf|RecordedEvent|NewEventOf|RecordedOf)$/]", message: WHY },
        { selector: "TSAsExpression > MemberExpression.expression[property.name='data']", message: WHY },
        { selector: "TSAsExpression > CallExpression.expression[callee.property.name='parse'][callee.object.name!='JSON']", message: WHY },
      ],
    },
  },
];
