#ifndef FLOW_SQLITE_SHIM_H
#define FLOW_SQLITE_SHIM_H
/* The system SQLite (libsqlite3-dev): flow's own files and every SQLite input. */
#include <sqlite3.h>

/* SQLITE_TRANSIENT is a cast macro Swift cannot import: the same value as a function pointer. */
static inline sqlite3_destructor_type flow_sqlite_transient(void) { return SQLITE_TRANSIENT; }
/* No memory statistics: they take a global mutex on every allocation. Before the first use only. */
static inline void flow_sqlite_configure(void) { sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0); }

/* A connection to a file someone else wrote, made unable to run what its schema holds: no
   function or virtual table from the schema unless SQLite deems it harmless, defensive mode
   (no writable schema, no shadow-table writes), no extension loading, and no trigger or view
   ever run (a view under a table's name cannot be read). sqlite3_db_config is variadic, which
   Swift cannot call. Returns 0 when every setting took. */
static inline int flow_sqlite_distrust(sqlite3 *db) {
    int failed = 0;
    failed |= sqlite3_db_config(db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, (int *)0);
    failed |= sqlite3_db_config(db, SQLITE_DBCONFIG_DEFENSIVE, 1, (int *)0);
    failed |= sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION, 0, (int *)0);
    failed |= sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_TRIGGER, 0, (int *)0);
    failed |= sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_VIEW, 0, (int *)0);
    return failed;
}
#endif
