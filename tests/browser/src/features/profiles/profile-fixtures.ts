import type {
  ChartHistoryResponse,
  ChartTable,
  ProjectDisplayResponse,
  ProjectHistoryResponse,
  ProjectPopupResponse,
} from '@contract/urban-project';

export const PROJECT_ID = 7;
export const DISPLAY_PATH = `/api/v1/urban/project/${PROJECT_ID}/display`;
export const HISTORY_PATH = `/api/v1/urban/project/${PROJECT_ID}/history`;
export const CHART_HISTORY_PATH = `/api/v1/urban/project/${PROJECT_ID}/chart/0`;

/**
 * A chart of `rows` quarters, newest first, linking to its history when `allUri` is given; its
 * columns carry their fields and formats as the server sends them (server/columns).
 */
export function chart(name: string, rows: number, allUri: string | null): ChartTable {
  return {
    name,
    data_as_of: '2026-09',
    all_uri: allUri,
    tableNote: `<p>Note for ${name}</p>`,
    tableNoteFooter: `<p>Footer for ${name}</p>`,
    data: {
      header: ['Quarter', 'Quarter Sales', 'Avg Sale Price', 'Vacancy Rate'],
      keys: ['name', 'quarter_sales', 'average_sale_price', 'vacancy_rate'],
      formats: [
        { format: 'text' },
        { format: 'integer' },
        { format: 'currency' },
        { format: 'percent', percentScale: 100 },
      ],
      rows: Array.from({ length: rows }, (_, index) => [`Row ${index + 1}`, 1000 + index, 714210.4, 2.53]),
      footer: null,
    },
  };
}

export function display(overrides: Partial<ProjectDisplayResponse> = {}): ProjectDisplayResponse {
  return {
    id: PROJECT_ID,
    name: 'Harbour Point Towers',
    project_status: 'Under Construction',
    project_standing: 'active',
    urbanaction: true,
    urbanaction_info: { publication_date: '2025-04-16', link: '/api/v1/media/urbanaction/project/7.pdf' },
    thumbnail_url: '/api/v1/media/picture/project/7/1.svg',
    latitude: 43.64,
    longitude: -79.38,
    datatype: 'condo',
    developer: 'Lakeview Homes',
    municipality: 'Toronto',
    related_sales: [{ sale_id: 55 }],
    profile_details: [
      { name: 'Location', data: [{ text: 'Address', value: '1 Harbour St' }] },
      {
        name: 'Building',
        data: [
          { text: 'Suites', value: 1420, format: 'integer' },
          { text: 'Average suite size', value: 1265, format: 'integer', unit: 'sq ft' },
        ],
      },
    ],
    project_details: [
      { title: 'Suite Details', data: [{ lbl: 'Smallest suite', value: 410, format: 'integer', unit: 'sq ft' }] },
    ],
    project_residential_breakdown: [
      { title: 'Residential Breakdown', data: [{ lbl: '1 Bed', value: '120 units', ratio: '29%' }] },
    ],
    amenities: {
      'building-features': ['Concierge', 'Party room', 'Sauna', 'Gym'],
      organizations: [{ role: 'Architect', name: 'Stone Architects Inc.' }],
    },
    gallery: [1, 2, 3, 4, 5].map((n) => ({
      image: `/api/v1/media/picture/project/7/${n}.svg`,
      caption: `Picture ${n}`,
    })),
    charts: [chart('New Sales', 5, CHART_HISTORY_PATH), chart('Resale Activity', 4, '/api/v1/urban/project/7/chart/1')],
    chart_config: null,
    static_map_url: '/api/v1/media/staticmap?lat=43.64&lng=-79.38&zoom=15&width=640&height=400',
    website: 'www.harbour.example/project-7',
    rental_website: 'http://rent-7.example',
    ...overrides,
  };
}

/**
 * `versions` versions: the first ones proposed, the last one active (New). The comparison has a
 * column per standing, the newest version of each, as the server picks them.
 */
export function history(versions = 3): ProjectHistoryResponse {
  const vid = Array.from({ length: versions }, (_, index) => index + 1);
  const shown = versions > 1 ? [versions - 1, versions] : vid;
  return {
    summary: vid.map((version) => ({
      version,
      standing: version === versions ? 'active' : 'proposed',
      updated_on: `2025-0${version}-15`,
      status: version === versions ? 'Selling' : 'Planning',
    })),
    compare: {
      standings: versions > 1 ? ['proposed', 'active'] : ['active'],
      vid: shown,
      rows: [
        { key: 'suite_count', label: 'Suites', format: 'integer', values: shown.map((version) => 1400 + version) },
        {
          key: 'main_picture',
          label: 'Main picture',
          values: shown.map((version) => `/api/v1/media/picture/project/7/${version}.svg`),
        },
        {
          key: 'project_brochure',
          label: 'Project brochure',
          values: shown.map((version) => `/api/v1/media/brochure/project/7/${version}.pdf`),
        },
      ],
    },
  };
}

/** The full history of the 'New Sales' chart: 12 rows, under another name so the swap shows. */
export const CHART_HISTORY: ChartHistoryResponse = {
  project_id: PROJECT_ID,
  data: [{ ...chart('New Sales (all quarters)', 12, null) }, chart('Ignored second table', 2, null)],
};

export function popup(
  id: number,
  projectStanding: ProjectPopupResponse['metadata']['projectStanding'],
): ProjectPopupResponse {
  return {
    id,
    name: { key: 'name', label: 'Project Name', value: `Project ${id}` },
    developer: { key: 'developer', label: 'Developer', value: `Developer ${id}` },
    metadata: { projectStanding, projectType: 'condo' },
    values: [],
  };
}
