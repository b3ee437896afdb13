-- The portal's two statements for one orders page (scripts/bench/agency.ts), copied from its SQL text: not imported, so the baseline does not move with the portal's code. Parameters: $1 the token's hash; $1 tenant, $2 agency, $3 Freigegeben, $4 AgentName pattern, $5 page size, $6 offset.
-- session
select "agency_sessions"."token_hash", "agency_sessions"."tenant_id", "agency_sessions"."user_id", "agency_sessions"."created_at", "agency_sessions"."expires_at", "agency_sessions"."ends_at", "agency_users"."id", "agency_users"."tenant_id", "agency_users"."agency_id", "agency_users"."issuer", "agency_users"."subject", "agency_users"."name", "agency_users"."roles", "agency_users"."agent_number", "agency_users"."active", "agency_users"."last_signin_at", "agency_users"."created_at", "agencies"."id", "agencies"."tenant_id", "agencies"."department", "agencies"."name", "agencies"."strasse", "agencies"."plz", "agencies"."ort", "agencies"."email", "agencies"."telefon", "agencies"."ust_id", "agencies"."provision_cent", "agencies"."created_at", "agencies"."updated_at" from "agency_sessions" inner join "agency_users" on "agency_users"."id" = "agency_sessions"."user_id" inner join "agencies" on "agencies"."id" = "agency_users"."agency_id" where "agency_sessions"."token_hash" = $1
-- page
select x.*, (count(*) over ())::int as "__total"
          from (select r.empfehlungsnummer::int as "Empfehlungsnummer",
        coalesce((select rc.empfaengernummer from recipients rc where rc.referral_id = r.id
          order by rc.data_confirmed_at is null, rc.created_at limit 1), '') as "Empfaengernummer",
        r.agent_number as "Agentennummer",
  coalesce(ag.vorname || ' ' || ag.nachname, r.agent_number) as "AgentName",
  coalesce(p.anzeige_name, '') as "Produkt",
        ev.placed as "AuftragsDatum", ev.effective as "WirksamAm",
        case ev.ended when 'order.cancelled' then 'Storniert' when 'order.revoked' then 'Widerrufen'
          when 'order.rejected' then 'Abgelehnt'
          else case when r.status = 'Storniert' then 'Abgelehnt'
            when ev.effective is not null then 'Wirksam' else 'Bestellt' end end as "Status",
        coalesce((select sum(c.cents) from reward_credits c where c.referral_id = r.id
          and c.kind = 'referral' and c.status <> 'Storniert'), 0)::int as "PraemieCent",
        rel.referral_id is not null as "Freigegeben", rel.released_at as "FreigegebenAm",
        rel.released_by_name as "FreigegebenVon"
      from referrals r
      join agency_agents aa on aa.tenant_id = r.tenant_id and aa.agent_number = r.agent_number
      left join agents ag on ag.tenant_id = r.tenant_id and ag.externe_id = r.agent_number
      left join products p on p.tenant_id = r.tenant_id and p.id = r.product_id
      left join lateral (
    select min(e.occurred_at) filter (where e.type = 'order.placed') as placed,
      min(e.occurred_at) filter (where e.type = 'order.effective') as effective,
      (array_agg(e.type order by e.occurred_at)
        filter (where e.type in ('order.cancelled', 'order.revoked', 'order.rejected')))[1] as ended
    from partner_events e where e.tenant_id = r.tenant_id and e.referral_id = r.id) ev on true
      left join agency_order_releases rel on rel.referral_id = r.id
      where r.tenant_id = $1 and aa.agency_id = $2 and r.agent_number is not null
        and ev.placed is not null) x where x."Freigegeben" = $3 and x."AgentName" ilike $4 order by x."AuftragsDatum" desc nulls last, x."Empfehlungsnummer" desc
          limit $5 offset $6
