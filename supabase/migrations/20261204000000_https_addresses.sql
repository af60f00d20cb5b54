-- A regulation's source is an address a reader's browser can open.
--
-- regulations.source_url only had to start with "https://": "https://", a host with a space or a port past 65535
-- passed, and the page, which shows the address's host, was a 500 in both languages. An address is now checked
-- by one function, is_https_address, that any table's link column can use: https, a host name of letter-or-digit
-- labels ending in a top-level domain that starts with a letter (no user name, no IP literal, which browsers read
-- differently), an optional port from 1 to 65535, then nothing or a path, query or fragment without white space
-- or control characters, at most 2,048 characters in all. app/lib/https-address.ts is the same rule for the
-- pages, which also show a value that fails it as no link. If a hosted database already holds another value,
-- this migration fails and Postgres names the row.

create function public.is_https_address(address text) returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(
    length(address) <= 2048
    and parts is not null
    and length(parts[1]) <= 253
    and (parts[2] is null or parts[2]::integer between 1 and 65535),
    false
  )
  from regexp_match(
    address,
    '^https://((?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)'
      || '(?::([1-9][0-9]{0,4}))?(?:[/?#][^[:space:][:cntrl:]\u0080-\u009f\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]*)?$'
  ) as parts
$$;

comment on function public.is_https_address(text) is
  'An https address a browser can open: host name with a top-level domain, port 1-65535, no white space, at most 2,048 characters.';

revoke execute on function public.is_https_address(text) from public, anon, authenticated;

alter table public.regulations drop constraint regulations_source_url_https;

alter table public.regulations
  add constraint regulations_source_url_address check (source_url is null or public.is_https_address(source_url));
