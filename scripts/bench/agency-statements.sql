-- The portal's statements for one orders page (scripts/bench/agency.ts), copied from its SQL text: not imported, so the baseline does not move with the portal's code. Parameters: $1 the token's hash; $1 tenant, $2 agency, $3 Freigegeben, $4 AgentName part, $5 and $6 the cursor's order date and number (the page after it), $7 page size + 1, $8 offset (0: paged by the cursor). The total ($1–$4): once per filter every 15 s, beside the page. Both read the filtered orders, `{orders}`, written once below.
-- session
select "agency_sessions"."token_hash", "agency_sessions"."tenant_id", "agency_sessions"."user_id", "agency_sessions"."created_at", "agency_sessions"."expires_at", "agency_sessions"."ends_at", "agency_users"."id", "agency_users"."tenant_id", "agency_users"."agency_id", "agency_users"."issuer", "agency_users"."subject", "agency_users"."name", "agency_users"."roles", "agency_users"."agent_number", "agency_users"."active", "agency_users"."last_signin_at", "agency_users"."created_at", "agencies"."id", "agencies"."tenant_id", "agencies"."department", "agencies"."name", "agencies"."strasse", "agencies"."plz", "agencies"."ort", "agencies"."email", "agencies"."telefon", "agencies"."ust_id", "agencies"."provision_cent", "agencies"."created_at", "agencies"."updated_at" from "agency_sessions" inner join "agency_users" on "agency_users"."id" = "agency_sessions"."user_id" inner join "agencies" on "agencies"."id" = "agency_users"."agency_id" where "agency_sessions"."token_hash" = $1
-- page
select x.*, to_char(x."AuftragsDatum" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "__sort"
          from {orders} and (x."AuftragsDatum", x."Empfehlungsnummer") < (cast($5 as timestamptz), cast($6 as bigint))
          order by x."AuftragsDatum" desc, x."Empfehlungsnummer" desc limit $7 offset $8
-- total
select count(*)::int as n from {orders}
-- orders
(select r.id as "__key", r.empfehlungsnummer::int as "Empfehlungsnummer",
        coalesce((select rc.empfaengernummer from recipients rc where rc.referral_id = r.id
          order by rc.data_confirmed_at is null, rc.created_at limit 1), '') as "Empfaengernummer",
        r.agent_number as "Agentennummer",
  coalesce(ag.vorname || ' ' || ag.nachname, r.agent_number) as "AgentName",
  coalesce(p.anzeige_name, '') as "Produkt",
        r.ordered_at as "AuftragsDatum", r.order_effective_at as "WirksamAm",
        case r.order_ended when 'order.cancelled' then 'Storniert' when 'order.revoked' then 'Widerrufen'
          when 'order.rejected' then 'Abgelehnt'
          else case when r.status = 'Storniert' then 'Abgelehnt'
            when r.order_effective_at is not null then 'Wirksam' else 'Bestellt' end end as "Status",
        coalesce((select sum(c.cents) from reward_credits c where c.referral_id = r.id
          and c.kind = 'referral' and c.status <> 'Storniert'), 0)::int as "PraemieCent",
        rel.referral_id is not null as "Freigegeben", rel.released_at as "FreigegebenAm",
        rel.released_by_name as "FreigegebenVon"
      from referrals r
      join agency_agents aa on aa.tenant_id = r.tenant_id and aa.agent_number = r.agent_number
      left join agents ag on ag.tenant_id = r.tenant_id and ag.externe_id = r.agent_number
      left join products p on p.tenant_id = r.tenant_id and p.id = r.product_id
      left join agency_order_releases rel on rel.referral_id = r.id
      where r.tenant_id = $1 and aa.agency_id = $2 and r.agent_number is not null
        and r.ordered_at is not null) x where x."Freigegeben" = $3 and strpos(lower(x."AgentName"), lower($4)) > 0
