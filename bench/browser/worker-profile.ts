/**
 * V8 CPU profiles of a page's dedicated workers (the engine pool), taken through the DevTools
 * protocol as worker-memory.ts reads their memory (the sessions of worker-sessions.ts).
 * `start` starts the sampling profiler in every worker alive, `stop` stops it and gives each
 * worker's profile, with its CPU time (the profile's non-idle samples): the engine's own work,
 * apart from the UI thread and from the other processes sharing the machine's cores.
 *
 * Read a written profile with bench/browser/cpu-profile-long-tasks.ts (`--all-code` for the
 * bundled worker) or open it in Chromium's DevTools.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { attachToWorkers } from './worker-sessions';

/** A worker's profile as `Profiler.stop` gives it. */
export interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string } }>;
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface WorkerProfiles {
  start(): Promise<void>;
  /** Each profiled worker's profile and its busy (non-idle) sampled time in ms, busiest first. */
  stop(): Promise<Array<{ profile: CpuProfile; busyMs: number }>>;
  close(): Promise<void>;
}

/** Sampling interval: fine enough for steps of tens of milliseconds. */
const SAMPLING_US = 200;

/** Milliseconds of samples that were not idle, program or garbage-collector bookkeeping excluded only when idle. */
export function busyMs(profile: CpuProfile): number {
  const idle = new Set(profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id));
  let us = 0;
  for (let index = 0; index < profile.samples.length; index++) {
    // A sample's time is the delta to the next one.
    const delta = profile.timeDeltas[index + 1] ?? 0;
    if (!idle.has(profile.samples[index]!)) us += delta;
  }
  return us / 1000;
}

export async function watchWorkerProfiles(context: BrowserContext, page: Page): Promise<WorkerProfiles> {
  const sessions = await attachToWorkers(context, page);
  const { call } = sessions;
  let profiled: string[] = [];

  return {
    async start() {
      profiled = [];
      for (const sessionId of sessions.alive()) {
        try {
          await call(sessionId, 'Profiler.enable');
          await call(sessionId, 'Profiler.setSamplingInterval', { interval: SAMPLING_US });
          await call(sessionId, 'Profiler.start');
          profiled.push(sessionId);
        } catch {
          // A worker that ended between the listing and the call does no work.
        }
      }
    },
    async stop() {
      const profiles: Array<{ profile: CpuProfile; busyMs: number }> = [];
      for (const sessionId of profiled) {
        try {
          const { profile } = await call<{ profile: CpuProfile }>(sessionId, 'Profiler.stop');
          profiles.push({ profile, busyMs: busyMs(profile) });
        } catch {
          // Ended meanwhile: its profile is gone with it.
        }
      }
      return profiles.sort((a, b) => b.busyMs - a.busyMs);
    },
    close: () => sessions.close(),
  };
}
