/** The engine worker: it only exposes the engine service (STYLE.md, Perspective habit). */
import { exposeEngine } from './expose-engine';

exposeEngine((url, init) => fetch(url, init));
