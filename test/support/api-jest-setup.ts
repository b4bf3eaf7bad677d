// Starting the whole app and running the migrations on a fresh MariaDB database takes a few
// seconds on a busy 2-core machine; Jest's 5 s default would fail hooks for no real reason.
jest.setTimeout(60_000);
