// CSQLite: SQLite's C API for Swift (apt libsqlite3-dev, brew sqlite), plus what Swift cannot express itself.
#ifndef CSQLITE_SHIM_H
#define CSQLITE_SHIM_H

#include <sqlite3.h>

/// SQLITE_TRANSIENT (a cast of -1 to a function pointer): SQLite copies the bound text or blob.
static inline sqlite3_destructor_type csqlite_transient(void) {
    return SQLITE_TRANSIENT;
}

/// Keeps sqlite3_close from checkpointing the WAL into the database file (a C variadic call).
static inline int csqlite_disable_checkpoint_on_close(sqlite3 *db) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *)0);
}

#endif
