/** The engine worker: it only exposes the engine service (STYLE.md, Perspective habit). */
import { expose } from 'comlink';
import { createEngineService } from './engine-service';

expose(createEngineService({ fetcher: (url, init) => fetch(url, init) }));
