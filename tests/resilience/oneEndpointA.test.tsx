import { ROUTE_EXAMPLES } from '../routeExamples';
import { walkOneEndpointFailing } from './oneEndpointWalk';

// The first half of the route examples (the walk is split in two files so the two workers share it).
walkOneEndpointFailing(ROUTE_EXAMPLES.slice(0, Math.ceil(ROUTE_EXAMPLES.length / 2)));
