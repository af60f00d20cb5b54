import { KURS_API_PARAMS } from '~/lib/kurs';
import { CORS, errorResponse, header, nullableString, preflight, refused, unavailableResponse } from './openapi-parts';

/**
 * GET /kurs-pajak.json in the site's OpenAPI document (assembled in ./search-openapi.ts). tests/routes/
 * kurs-api.test.ts holds the route's real answers to it; docs/kurs-pajak.md is the prose.
 */

const civilDate = { type: 'string', format: 'date', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' };
const decimal = (description: string) => ({ type: 'string', pattern: '^-?[0-9]+\\.[0-9]{2}$', description });

export const kursPaths = {
  '/kurs-pajak.json': {
    get: {
      operationId: 'kursPajak',
      summary: 'The tax exchange rates (kurs pajak) in force on a date',
      description:
        'The week of kurs pajak in force on the date: its KMK number, first and last day, source, and its 25 ' +
        'rates, or the one asked for. A week runs from a Wednesday to the following Tuesday.',
      parameters: [
        {
          name: KURS_API_PARAMS.date,
          in: 'query',
          required: false,
          description:
            'YYYY-MM-DD, from 1900 to 2199; anything else is a 400. Without it, today in Jakarta (UTC+7): the answer then changes when a week starts, Wednesday 00:00 in Jakarta.',
          schema: civilDate,
        },
        {
          name: KURS_API_PARAMS.currency,
          in: 'query',
          required: false,
          description: 'One currency, by its ISO 4217 code (USD, JPY; any case). An unknown code is a 400.',
          schema: { type: 'string', pattern: '^[A-Za-z]{3}$' },
        },
      ],
      responses: {
        '200': {
          description: 'The week in force on the date, with its rates in the order of the KMK.',
          headers: {
            'Cache-Control': header(
              'A minute in browsers and at the edge, revalidated by ETag, and never past the start of the next week.',
              { type: 'string', pattern: '^public, max-age=[0-9]+, s-maxage=[0-9]+, ' },
            ),
            ETag: header('Changes whenever the answer does.'),
            'Last-Modified': header('The latest change to any recorded week, or the start of this week.'),
            'Access-Control-Allow-Origin': CORS,
          },
          content: { 'application/json': { schema: { $ref: '#/components/schemas/KursWeek' } } },
        },
        '304': {
          description: 'The copy named by If-None-Match or dated by If-Modified-Since is still current.',
        },
        '400': errorResponse('Malformed parameters, or a currency the KMK does not list.', [
          'invalid_date',
          'unknown_currency',
          'repeated_parameter',
        ]),
        '404': errorResponse('No week is recorded for the date; the message names the latest one that is.', [
          'no_week',
        ]),
        '503': unavailableResponse(),
      },
    },
    post: refused('kursPajakWrongMethod'),
    put: refused('kursPajakWrongMethodPut'),
    patch: refused('kursPajakWrongMethodPatch'),
    delete: refused('kursPajakWrongMethodDelete'),
    options: preflight('kursPajakOptions'),
  },
};

export const kursSchemas = {
  KursWeek: {
    type: 'object',
    required: ['date', 'kmk', 'validFrom', 'validTo', 'source', 'checkedOn', 'rates', 'url'],
    properties: {
      date: { ...civilDate, description: 'The date asked for, or today in Jakarta.' },
      kmk: {
        ...nullableString,
        description:
          'The KMK number exactly as published (56/KM.10/2020, 31/MK/EF.2/2025), or null when no source at hand names it: it is never inferred.',
      },
      validFrom: { ...civilDate, description: 'The first day of the week, a Wednesday.' },
      validTo: {
        ...civilDate,
        description: 'The last day, a Tuesday: six days later, or 13 or 20 where one decree covers Idulfitri.',
      },
      source: {
        type: 'object',
        required: ['url', 'name', 'note'],
        properties: {
          url: { type: 'string', pattern: '^https://', description: 'The source the week was checked against.' },
          name: { type: 'string', description: 'Who publishes it.' },
          note: {
            ...nullableString,
            description: 'What else the check rests on (where the values were read), or null.',
          },
        },
      },
      checkedOn: { ...civilDate, description: 'When the values were compared with the source.' },
      rates: { type: 'array', minItems: 1, maxItems: 25, items: { $ref: '#/components/schemas/KursRate' } },
      url: { type: 'string', pattern: '^/id/kurs-pajak\\?', description: 'The week on the site, in Indonesian.' },
    },
  },
  KursRate: {
    type: 'object',
    required: ['code', 'nameId', 'nameEn', 'unit', 'value', 'change'],
    properties: {
      code: { type: 'string', pattern: '^[A-Z]{3}$' },
      nameId: { type: 'string', description: 'As the KMK names it.' },
      nameEn: { type: 'string' },
      unit: { type: 'integer', enum: [1, 100], description: '100 for the yen: value is rupiah per 100 yen.' },
      value: decimal('Rupiah per unit, exactly as published: read it as a decimal, not a float.'),
      change: {
        ...nullableString,
        pattern: '^-?[0-9]+\\.[0-9]{2}$',
        description: 'Against the week before, exactly; null when that week is not recorded.',
      },
    },
  },
};
