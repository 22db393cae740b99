"""Rewrites drizzle-kit's SQLite table rebuilds so they keep every row inside Payload's migration transaction.
drizzle-kit recreates a table (to drop NOT NULL) as: PRAGMA foreign_keys=OFF; CREATE __new_T; INSERT ... SELECT FROM T;
DROP T; RENAME __new_T TO T. Inside a transaction the PRAGMA is a no-op, so DROP T cascades into T's child tables before
their own copy is made, and the SELECT names columns (_status) that T does not have yet. Here every new table is created
first (children pointing at the new parents), every copy made (parents first), the old tables dropped (children first)
and the new ones renamed, which rewrites the references to the final names.

Usage: python3 scripts/fix-sqlite-migration.py <migration.ts> <a store migrated up to the migration before it> up|down
(for `down`, a store migrated up to this migration). Tables that point at a rebuilt table are rebuilt too, from
that store's own schema, so that dropping the old parent deletes none of their rows."""
import re, sys, sqlite3
from graphlib import TopologicalSorter

path, old_db = sys.argv[1], sys.argv[2]
src = open(path).read()
STMT = re.compile(r"  await db\.run\(sql`(.*?)(?<!\\)`\)\n", re.S)
esc = lambda sql: sql.replace('\\', '\\\\').replace('`', '\\`').replace('${', '\\${')

def schema(db_path):
    db = sqlite3.connect(db_path)
    tables = {r[0]: r[1] for r in db.execute("select name, sql from sqlite_master where type='table' and name not like 'sqlite_%'")}
    refs = {t: set(r[2] for r in db.execute(f"pragma foreign_key_list('{t}')")) for t in tables}
    cols = {t: [r[1] for r in db.execute(f"pragma table_info('{t}')")] for t in tables}
    idx = {t: [r[0] for r in db.execute("select sql from sqlite_master where type='index' and tbl_name=? and sql is not null", (t,))] for t in tables}
    return tables, refs, cols, idx

def transform(body, published_status, db_path):
    tables, refs, cols, idx = schema(db_path)
    stmts = [m.group(1) for m in STMT.finditer(body)]
    assert ''.join('  await db.run(sql`%s`)\n' % s for s in stmts).strip() == body.strip(), 'unparsed text'
    name = lambda s, pat: (re.match(pat, s, re.S) or [None, None])[1]
    rec = {t for t in (name(s, r"CREATE TABLE \\`__new_([a-z0-9_]+)\\`") for s in stmts) if t}
    # Tables that point at a recreated table are rebuilt too: dropping the old parent would delete their rows.
    # (Not the tables this migration drops anyway.)
    dropped = {t for t in (name(s, r"DROP TABLE \\`([a-z0-9_]+)\\`;$") for s in stmts) if t} - rec
    closure = set(rec)
    while True:
        more = {t for t in tables if t not in closure and t not in dropped and refs[t] & closure}
        if not more: break
        closure |= more
    creates, inserts, drops, renames, rest, tail = {}, {}, {}, {}, [], []
    first = None
    for i, s in enumerate(stmts):
        t_create = name(s, r"CREATE TABLE \\`__new_([a-z0-9_]+)\\`")
        t_insert = name(s, r"INSERT INTO \\`__new_([a-z0-9_]+)\\`")
        t_drop = name(s, r"DROP TABLE \\`([a-z0-9_]+)\\`;$")
        t_rename = name(s, r"ALTER TABLE \\`__new_([a-z0-9_]+)\\` RENAME")
        if s.startswith('PRAGMA foreign_keys'): continue
        if t_create: creates[t_create] = s
        elif t_insert: inserts[t_insert] = s
        elif t_drop and t_drop in rec: drops[t_drop] = s
        elif t_rename: renames[t_rename] = s
        else:
            rest.append((i, s)); continue
        if first is None: first = i
    assert set(creates) == set(inserts) == set(drops) == set(renames) == rec
    for t in sorted(closure - rec):
        sql = re.sub(r'^CREATE TABLE [`"]?%s[`"]?' % t, 'CREATE TABLE `__new_%s`' % t, tables[t])
        creates[t] = esc(sql)
        c = ', '.join('"%s"' % x for x in cols[t])
        inserts[t] = 'INSERT INTO \\`__new_%s\\`(%s) SELECT %s FROM \\`%s\\`;' % (t, c, c, t)
        drops[t] = 'DROP TABLE \\`%s\\`;' % t
        renames[t] = 'ALTER TABLE \\`__new_%s\\` RENAME TO \\`%s\\`;' % (t, t)
        tail += [esc(x) for x in idx[t]]
    parents = {t: set(re.findall(r"REFERENCES \\?[`\"]([a-z0-9_]+)\\?[`\"]", creates[t])) & closure for t in closure}
    order = list(TopologicalSorter(parents).static_order())
    block = [re.sub(r"REFERENCES (\\?[`\"])([a-z0-9_]+)(\\?[`\"])", lambda m: "REFERENCES %s__new_%s%s" % (m[1], m[2], m[3]) if m[2] in closure else m[0], creates[t]) for t in order]
    for t in order:
        s = inserts[t]
        if published_status:
            head, sep, rest_ = s.partition(' SELECT ')
            s = head + sep + rest_.replace('"_status"', "'published'")
        block.append(s)
    block += [drops[t] for t in reversed(order)] + [renames[t] for t in order] + tail
    out = [s for i, s in rest if i < first] + block + [s for i, s in rest if i > first]
    return ''.join('  await db.run(sql`%s`)\n' % s for s in out)

fn = sys.argv[3]
m = re.search(r"(export async function %s\(\{[^\n]*\n)(.*?)(\n\}\n)" % fn, src, re.S)
src = src[:m.start(2)] + transform(m.group(2) + '\n', fn == 'up', old_db).rstrip('\n') + src[m.end(2):]
open(path, 'w').write(src)
