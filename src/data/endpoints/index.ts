// Every endpoint the site calls, grouped by resource as docs/api-contract.md is: the list the server's route table
// and the contract's test read. The app imports a resource's module, never this list (it would bring every path).
export * from './totd';
export * from './maps';
export * from './players';
export * from './rankings';
export * from './cups';
export * from './campaigns';
export * from './matches';
export * from './rooms';
export * from './clubs';
export * from './ads';
export * from './user';
