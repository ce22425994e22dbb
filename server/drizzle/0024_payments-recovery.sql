-- A cancelled pay-on-delivery order owes nothing (decision 185): the orders cancelled before this
-- read 'due_on_delivery'; cancels from now on write 'released' in the cancel's own UPDATE.
UPDATE "orders" SET "payment_status" = 'released' WHERE "status" = 'cancelled' AND "payment_method" = 'on_delivery' AND "payment_status" = 'due_on_delivery';
