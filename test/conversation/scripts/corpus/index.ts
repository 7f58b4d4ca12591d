import type { Script } from '../script-types.js';
import { scripts as ordersA } from './orders-a.js';
import { scripts as probesC } from './probes-c.js';
import { scripts as probesD } from './probes-d.js';
import { scripts as probesE } from './probes-e.js';
import { scripts as probesF } from './probes-f.js';
import { scripts as probesG } from './probes-g.js';
import { scripts as probesH } from './probes-h.js';
import { scripts as probesI } from './probes-i.js';
import { scripts as probesJ } from './probes-j.js';
import { scripts as probesK } from './probes-k.js';
import { scripts as probesL } from './probes-l.js';
import { scripts as probesM } from './probes-m.js';
import { scripts as probesN } from './probes-n.js';
import { scripts as probesO } from './probes-o.js';
import { scripts as questionsB } from './questions-b.js';
import { scripts as seed } from './seed.js';

export const allScripts: Script[] = [...seed, ...ordersA, ...questionsB, ...probesC, ...probesD, ...probesE, ...probesF, ...probesG, ...probesH, ...probesI, ...probesJ, ...probesK, ...probesL, ...probesM, ...probesN, ...probesO];
