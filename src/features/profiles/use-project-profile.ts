import { useEffect, useState } from 'react';
import type { ProjectDisplayResponse, ProjectHistoryResponse } from '@contract/urban-project';
import { apiGet } from '../../http/api-client';

export interface ProjectProfileData {
  display: ProjectDisplayResponse;
  history: ProjectHistoryResponse;
}

export type ProjectProfileState =
  { status: 'loading' } | { status: 'failed' } | ({ status: 'loaded' } & ProjectProfileData);

/**
 * Part 2 §4 "Project page": the display data loads first, then the history; on any failure both
 * are dropped, which shows the no-projects message (part 2 §8). A 403 has already sent the user
 * to login (src/http/api-client.ts).
 */
export function useProjectProfile(projectId: string): ProjectProfileState {
  const [state, setState] = useState<ProjectProfileState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    const load = async () => {
      const path = `/urban/project/${encodeURIComponent(projectId)}`;
      const display = await apiGet<ProjectDisplayResponse>(`${path}/display`, controller.signal);
      const history = await apiGet<ProjectHistoryResponse>(`${path}/history`, controller.signal);
      return { display, history };
    };
    load().then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'loaded', ...data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(`Could not load project ${projectId}`, error);
        setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [projectId]);
  return state;
}
