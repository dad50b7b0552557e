import { walkEveryRouteDrifted } from './driftWalk';

walkEveryRouteDrifted(1 / 20, '1 in 20', [3]);
