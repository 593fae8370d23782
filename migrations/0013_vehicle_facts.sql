ALTER TABLE `quotes` ADD `manufacturer_fleet_discount` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `vehicles` ADD `cab` text;--> statement-breakpoint
ALTER TABLE `vehicles` ADD `seats` integer;--> statement-breakpoint
ALTER TABLE `vehicles` ADD `drive_type` text;--> statement-breakpoint
ALTER TABLE `vehicles` ADD `fuel_l_per_100km` real;--> statement-breakpoint
ALTER TABLE `vehicles` ADD `gvm_kg` integer;--> statement-breakpoint
-- The catalogue's free-text body type becomes the vehicle's physical facts (src/pricing/vehicle.ts).
-- Rows still holding free text (any body_type outside the new list) get, read from that text and the
-- version's name, the drive and the cab, then the body, exactly as pricing/body-class.ts
-- (vehicleFactsFromBodyClass) reads them: the first body word named, if the old class could hold it,
-- else the class's own body. test/db/vehicle-facts-migration.test.ts holds the two to the same answers.
-- Then the old class is kept as the facts imply it (bodyClassOf), and an electric vehicle has no cylinders.
-- While a deploy of this migration rolls out, add no catalogue vehicle: the version still running writes a
-- free-text body type, which this version does not price (docs/deploy.md says so at the step).
UPDATE `vehicles` SET
  `drive_type` = CASE
    WHEN `text`.t LIKE '%4x4%' OR `text`.t LIKE '%4wd%' THEN '4x4'
    WHEN `text`.t LIKE '% awd %' THEN 'awd'
    WHEN `text`.t LIKE '%4x2%' OR `text`.t LIKE '%2wd%' OR `text`.t LIKE '% fwd %' OR `text`.t LIKE '% rwd %' THEN '2wd'
  END,
  `cab` = CASE
    WHEN `text`.t LIKE '%single%' THEN 'single'
    WHEN `text`.t LIKE '%double%' OR `text`.t LIKE '%dual%' OR `text`.t LIKE '%crew%' THEN 'dual'
    WHEN `text`.t LIKE '%extra%' OR `text`.t LIKE '%club%' OR `text`.t LIKE '%space%' OR `text`.t LIKE '%king%' OR `text`.t LIKE '%freestyle%' OR `text`.t LIKE '%super%' THEN 'extra'
  END
FROM (SELECT `id`, (' ' || lower(coalesce(`body_type`, '') || ' ' || coalesce(`version`, '')) || ' ') AS t FROM `vehicles` WHERE `body_type` NOT IN ('sedan', 'hatch', 'wagon', 'suv', 'coupe', 'convertible', 'people-mover', 'ute', 'van', 'cab-chassis', 'bus', 'truck', 'motorcycle')) AS `text`
WHERE `vehicles`.`id` = `text`.`id`;--> statement-breakpoint
UPDATE `vehicles` SET `body_type` = CASE `vehicles`.`body_class`
  WHEN 'passenger' THEN CASE WHEN `named`.`body` IN ('sedan', 'hatch', 'wagon', 'suv', 'coupe', 'convertible', 'people-mover', 'bus', 'ute', 'cab-chassis', 'van') THEN `named`.`body` ELSE 'sedan' END
  WHEN 'commercial' THEN CASE WHEN `named`.`body` IN ('ute', 'cab-chassis', 'van', 'truck') THEN `named`.`body` ELSE 'ute' END
  WHEN 'motorcycle' THEN CASE WHEN `named`.`body` IN ('motorcycle') THEN `named`.`body` ELSE 'motorcycle' END
  WHEN 'heavy' THEN CASE WHEN `named`.`body` IN ('truck', 'bus') THEN `named`.`body` ELSE 'truck' END
END
FROM (
  SELECT `id`, CASE
      WHEN t LIKE '%motorcycle%' OR t LIKE '%motor cycle%' OR t LIKE '%motorbike%' OR t LIKE '%scooter%' THEN 'motorcycle'
      WHEN t LIKE '%cabchassis%' OR t LIKE '%cab chassis%' OR t LIKE '%cab-chassis%' THEN 'cab-chassis'
      WHEN t LIKE '% ute %' OR t LIKE '%utility%' OR t LIKE '%pickup%' OR t LIKE '%pick-up%' THEN 'ute'
      WHEN t LIKE '%peoplemover%' OR t LIKE '%people mover%' OR t LIKE '%people-mover%' OR t LIKE '% mpv %' THEN 'people-mover'
      WHEN t LIKE '% bus %' OR t LIKE '%minibus%' THEN 'bus'
      WHEN t LIKE '%truck%' OR t LIKE '%prime mover%' THEN 'truck'
      WHEN t LIKE '% van %' OR t LIKE '%troop carrier%' THEN 'van'
      WHEN t LIKE '% suv %' THEN 'suv'
      WHEN t LIKE '%wagon%' THEN 'wagon'
      WHEN t LIKE '%hatch%' THEN 'hatch'
      WHEN t LIKE '%sedan%' THEN 'sedan'
      WHEN t LIKE '%coupe%' THEN 'coupe'
      WHEN t LIKE '%convertible%' OR t LIKE '%cabriolet%' OR t LIKE '%roadster%' THEN 'convertible'
    END AS `body`
  FROM (SELECT `id`, (' ' || lower(coalesce(`body_type`, '') || ' ' || coalesce(`version`, '')) || ' ') AS t FROM `vehicles` WHERE `body_type` NOT IN ('sedan', 'hatch', 'wagon', 'suv', 'coupe', 'convertible', 'people-mover', 'ute', 'van', 'cab-chassis', 'bus', 'truck', 'motorcycle'))
) AS `named`
WHERE `vehicles`.`id` = `named`.`id`;--> statement-breakpoint
UPDATE `vehicles` SET `cab` = NULL WHERE `body_type` NOT IN ('ute', 'cab-chassis');--> statement-breakpoint
UPDATE `vehicles` SET `cylinders` = NULL WHERE `powertrain` IN ('bev', 'fcev');--> statement-breakpoint
UPDATE `vehicles` SET `body_class` = CASE
  WHEN `body_type` IN ('truck', 'bus') AND `gvm_kg` IS NULL THEN 'heavy'
  WHEN `gvm_kg` > 4500 THEN 'heavy'
  WHEN `body_type` = 'motorcycle' THEN 'motorcycle'
  WHEN `body_type` IN ('ute', 'cab-chassis', 'van', 'truck') THEN 'commercial'
  ELSE 'passenger' END;
