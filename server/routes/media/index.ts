import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ANY_SESSION, sectionAccess, type Access } from '@contract/access';
import { routeAccess } from '../../auth/request-access';
import type { Database } from '../../db/database';
import { notFound } from '../../http/http-error';
import { number, parseParams, parseQuery, wholeNumber } from '../../http/validate';
import { fromBoundaryStrings } from '../../seed/boundary-format';
import { documentRoutes } from './document-routes';
import { DATA_MEDIA_CACHE, IMMUTABLE_MEDIA_CACHE } from './media-cache';
import { PICTURE_KINDS, pictureSvg, type PictureKind } from './picture-svg';
import { staticMapSvg, type MapArea, type StaticMapView } from './static-map-svg';

const MAX_MARKERS = 50;
const SVG = 'image/svg+xml; charset=utf-8';

const picturePathSchema = z.object({
  kind: z.enum(PICTURE_KINDS, { error: `expected one of ${PICTURE_KINDS.join(', ')}` }),
  id: wholeNumber({ min: 1, max: 2_000_000_000 }),
  file: z
    .string()
    .regex(/^\d{1,3}\.svg$/, 'expected a picture number like 1.svg')
    .transform((file) => Number(file.slice(0, -'.svg'.length))),
});

const latitude = () => number().refine((value) => value >= -85 && value <= 85, 'expected a latitude from -85 to 85');
const longitude = () =>
  number().refine((value) => value >= -180 && value <= 180, 'expected a longitude from -180 to 180');

/** `markers=lat,lng|lat,lng` (or the key repeated), at most MAX_MARKERS points. */
const markersParam = z
  .union([z.string(), z.array(z.string())], { error: 'expected markers as lat,lng pairs separated by |' })
  .transform((value) => (Array.isArray(value) ? value : [value]).flatMap((part) => part.split('|')))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^-?\d{1,3}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, 'expected markers as lat,lng pairs separated by |')
          .transform((pair) => pair.split(',').map(Number) as [number, number])
          .refine(
            ([lat, lng]) => Math.abs(lat) <= 85 && Math.abs(lng) <= 180,
            'expected marker coordinates on the map',
          ),
      )
      .max(MAX_MARKERS, `expected at most ${MAX_MARKERS} markers`),
  );

const staticMapQuerySchema = z.object({
  lat: latitude(),
  lng: longitude(),
  zoom: wholeNumber({ min: 1, max: 18 }),
  width: wholeNumber({ min: 16, max: 1280 }),
  height: wholeNumber({ min: 16, max: 1280 }),
  markers: markersParam.optional(),
});

const entityMapPathSchema = z.object({
  file: z
    .string()
    .regex(/^\d{1,10}\.svg$/, 'expected an id like 12.svg')
    .transform((file) => Number(file.slice(0, -'.svg'.length))),
});
const entityMapQuerySchema = z.object({
  zoom: wholeNumber({ min: 1, max: 18 }).optional(),
  width: wholeNumber({ min: 16, max: 1280 }).optional(),
  height: wholeNumber({ min: 16, max: 1280 }).optional(),
});

/**
 * An entity's map shows where it is: the location is the entity's data, so it needs the entity's
 * section (a sale's needs login only, as the sale page does, part 2 §2.1).
 */
const ENTITY_MAP_ACCESS: Readonly<Record<PictureKind, Access>> = {
  project: sectionAccess('project-search'),
  rental: sectionAccess('rental-search'),
  sale: ANY_SESSION,
};

/**
 * Pictures, static maps and project documents are generated here from ids, the geography and
 * the data: nothing from the internet. A picture is a drawing made from its path (no data of the entity) and a static map
 * draws the geography around the points the caller gives, so both need login only.
 */
export async function mediaRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  await app.register(documentRoutes, { db });
  const session = routeAccess(ANY_SESSION);
  app.get('/media/picture/:kind/:id/:file', session, async (request, reply) => {
    const { kind, id, file } = parseParams(picturePathSchema, request);
    // The same path always draws the same picture.
    reply.header('cache-control', IMMUTABLE_MEDIA_CACHE).type(SVG);
    return pictureSvg(kind, id, file);
  });

  app.get('/media/staticmap', session, async (request, reply) => {
    const query = parseQuery(staticMapQuerySchema, request);
    const view = {
      latitude: query.lat,
      longitude: query.lng,
      zoom: query.zoom,
      width: query.width,
      height: query.height,
    };
    reply.header('cache-control', DATA_MEDIA_CACHE).type(SVG);
    return staticMapSvg(view, await loadMapAreas(db, view), query.markers ?? []);
  });

  /** The map of one entity: centred on it, zoom 15 unless asked otherwise. */
  for (const kind of PICTURE_KINDS) {
    app.get(`/media/map/${kind}/:file`, routeAccess(ENTITY_MAP_ACCESS[kind]), async (request, reply) => {
      const { file: id } = parseParams(entityMapPathSchema, request);
      const query = parseQuery(entityMapQuerySchema, request);
      const point = await locate(db, kind, id);
      if (!point) throw notFound(`No ${kind} ${id}`);
      const view = {
        latitude: point[0],
        longitude: point[1],
        zoom: query.zoom ?? 15,
        width: query.width ?? 640,
        height: query.height ?? 400,
      };
      reply.header('cache-control', DATA_MEDIA_CACHE).type(SVG);
      return staticMapSvg(view, await loadMapAreas(db, view), [point]);
    });
  }
}

async function locate(
  db: Kysely<Database>,
  kind: (typeof PICTURE_KINDS)[number],
  id: number,
): Promise<[number, number] | null> {
  const table = kind === 'project' ? 'projects' : kind === 'rental' ? 'rental_properties' : 'sales';
  const row = await db.selectFrom(table).select(['latitude', 'longitude']).where('id', '=', id).executeTakeFirst();
  return row ? [row.latitude, row.longitude] : null;
}

/** Degrees of longitude the view spans, to skip areas far outside it before drawing. */
function viewSpan(view: StaticMapView): number {
  return (360 * Math.max(view.width, view.height)) / (256 * 2 ** view.zoom);
}

async function loadMapAreas(db: Kysely<Database>, view: StaticMapView): Promise<MapArea[]> {
  const span = viewSpan(view) + 0.5;
  const near = (row: { latitude: number; longitude: number }) =>
    Math.abs(row.latitude - view.latitude) <= span && Math.abs(row.longitude - view.longitude) <= span;
  const [municipalities, submarkets] = await Promise.all([
    db.selectFrom('municipalities').select(['latitude', 'longitude', 'boundaries', 'inner_boundaries']).execute(),
    db.selectFrom('submarkets').select(['latitude', 'longitude', 'boundaries', 'inner_boundaries']).execute(),
  ]);
  const areas = (rows: typeof municipalities, level: MapArea['level']): MapArea[] =>
    rows.filter(near).map((row) => ({ level, polygons: fromBoundaryStrings(row) }));
  return [...areas(municipalities, 'municipality'), ...areas(submarkets, 'submarket')];
}
