#ifndef FLOW_SQLITE_SHIM_H
#define FLOW_SQLITE_SHIM_H
/* The system SQLite (libsqlite3-dev), for `flow export`. */
#include <sqlite3.h>

/* SQLITE_TRANSIENT is a cast macro Swift cannot import: the same value as a function pointer. */
static inline sqlite3_destructor_type flow_sqlite_transient(void) { return SQLITE_TRANSIENT; }
/* No memory statistics: they take a global mutex on every allocation. Before the first use only. */
static inline void flow_sqlite_configure(void) { sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0); }
#endif
