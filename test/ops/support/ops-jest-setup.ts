// Ops tests start built servers, databases and Redis as real processes: give them room on a busy machine.
jest.setTimeout(120_000);
