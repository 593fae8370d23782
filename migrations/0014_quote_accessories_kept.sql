-- A quote keeps the accessories it was asked with, as they were when asked (issue 26): until now a
-- quote kept only their ids, and showed and priced whatever the dealership's list said at the time,
-- so an accessory renamed, repriced or deleted after the request changed or vanished from it.
-- Expand only (docs/deploy.md, step 14): `accessory_ids` stays, still written, no longer read.
ALTER TABLE `quotes` ADD `requested_accessories` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
-- Existing quotes keep exactly what they show and price today: the accessory rows their ids still
-- name at their dealership, in the order asked (an id whose accessory is already gone was already lost).
UPDATE `quotes` SET `requested_accessories` = (
  SELECT json_group_array(json_object('id', kept.id, 'name', kept.name, 'priceCents', kept.price_cents)) FROM (
    SELECT a.id, a.name, a.price_cents FROM json_each(`quotes`.`accessory_ids`) AS asked
    INNER JOIN `dealer_accessories` AS a ON a.id = asked.value AND a.dealership_id = `quotes`.`dealership_id`
    ORDER BY asked.key
  ) AS kept
) WHERE `accessory_ids` <> '[]';--> statement-breakpoint
-- A version without the snapshot (still running while a deploy rolls out, or one rolled back to)
-- writes only the ids: the snapshot is taken from the dealership's list in the same transaction.
-- Dropped with `accessory_ids`, in the contract step.
CREATE TRIGGER `quotes_requested_accessories_kept` AFTER INSERT ON `quotes`
WHEN NEW.`requested_accessories` = '[]' AND NEW.`accessory_ids` <> '[]'
BEGIN
  UPDATE `quotes` SET `requested_accessories` = (
    SELECT json_group_array(json_object('id', kept.id, 'name', kept.name, 'priceCents', kept.price_cents)) FROM (
      SELECT a.id, a.name, a.price_cents FROM json_each(NEW.`accessory_ids`) AS asked
      INNER JOIN `dealer_accessories` AS a ON a.id = asked.value AND a.dealership_id = NEW.`dealership_id`
      ORDER BY asked.key
    ) AS kept
  ) WHERE `id` = NEW.`id`;
END;
