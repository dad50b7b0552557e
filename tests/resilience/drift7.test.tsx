import { walkEveryRouteDrifted } from './driftWalk';

walkEveryRouteDrifted(1 / 7, '1 in 7', [1, 2]);
