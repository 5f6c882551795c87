/**
 * Functions the query console refuses, by name or name prefix: they read or write files, reach other servers, run
 * SQL given as text, change settings or sequences, take locks, signal backends or sleep. A read-only transaction
 * stops some of them; this list stops them before they run, with a reason.
 */
export const REFUSED_FUNCTIONS: readonly { match: RegExp; why: string }[] = [
  { match: /^(pg_read_|pg_ls_|pg_stat_file$|pg_file_|lo_)/, why: 'reads or writes files on the server' },
  { match: /^dblink/, why: 'reaches another database server' },
  {
    match: /^(query_to_xml|cursor_to_xml|table_to_xml|schema_to_xml|database_to_xml)/,
    why: 'runs SQL given as text',
  },
  { match: /^set_config$/, why: 'changes a setting' },
  { match: /^(nextval|setval)$/, why: 'moves a sequence' },
  { match: /^pg_(try_)?advisory/, why: 'takes a lock' },
  {
    match:
      /^pg_(terminate_backend|cancel_backend|reload_conf|rotate_logfile|promote|log_backend_memory_contexts)$/,
    why: 'acts on the server',
  },
  {
    match:
      /^pg_(switch_wal|create_restore_point|backup_|wal_replay_|stat_reset|export_snapshot|import_system_collations)/,
    why: 'acts on the server',
  },
  {
    match: /^pg_(create_|drop_|copy_)\w*replication_slot$|^pg_(logical_|replication_)/,
    why: 'acts on replication',
  },
  { match: /^pg_notify$/, why: 'sends a notification' },
  { match: /^pg_sleep_(for|until)$/, why: 'waits' },
];

/** Tables the console never reads: they hold sign-in secrets (password hashes, two-factor secrets, token hashes). */
export const SECRET_TABLES: ReadonlySet<string> = new Set([
  'accounts',
  'account_tokens',
  'login_links',
  'partners',
  'studios',
  'pg_authid',
  'pg_shadow',
  'pg_user_mapping',
  'pg_user_mappings',
  'pg_largeobject',
]);
