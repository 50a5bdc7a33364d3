import type { DomainTables } from './domain-tables';
import type { AuthTables } from './auth-tables';

/** The whole database as Kysely sees it: the market data and the provider's accounts/sessions. */
export interface Database extends DomainTables, AuthTables {}
