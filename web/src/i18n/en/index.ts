// The English catalogue: one module per feature, merged here (one catalogue per language).
import { common } from './common';
import { nav } from './nav';
import { auth } from './auth';
import { dashboard } from './dashboard';
import { settings } from './settings';
import { parties } from './parties';
import { products } from './products';
import { company } from './company';
import { partyDetail } from './partyDetail';
import { print } from './print';
import { entries } from './entries';
import { entryDrawers } from './entryDrawers';
import { audit } from './audit';
import { sharing } from './sharing';
import { ledger } from './ledger';
import { gst } from './gst';
import { admin } from './admin';
import { kinds } from './kinds';
import { gate } from './gate';
import { offline } from './offline';
import { reminders } from './reminders';

export const en = { common, nav, auth, dashboard, settings, parties, products, company, partyDetail, print, entries, entryDrawers, audit, sharing, ledger, gst, admin, kinds, gate, offline, reminders };
