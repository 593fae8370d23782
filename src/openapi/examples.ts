// Examples shown in the API description: real answers of the service on the demo data (taken
// from `npm run dev`, long source lists cut to one). Redocly's lint checks each against its schema.

/** The priced lines of an example quote, shared by the answers that show that quote. */
const rav4LineItems = {
  "vehiclePrice": 41860,
  "dealerDelivery": 1490,
  "accessories": [],
  "stampDuty": {
    "amount": 1302,
    "state": "NSW",
    "schedule": "NSW_PASSENGER",
    "dutiableValue": 43350,
    "effectiveFrom": "2026-07-01",
    "effectiveTo": "2027-06-30",
    "confidence": "carried-forward",
    "sources": [
      "https://www.revenue.nsw.gov.au/taxes-duties-levies-royalties/motor-vehicle-duty"
    ],
    "concessions": []
  },
  "registration": {
    "amount": 1003,
    "state": "NSW",
    "components": [
      {
        "id": "registration_fee",
        "label": "Registration (admin) fee",
        "amount": 84,
        "effectiveFrom": "2026-07-01",
        "effectiveTo": "2027-06-30",
        "confidence": "corroborated",
        "sources": []
      },
      {
        "id": "motor_vehicle_tax",
        "label": "Motor vehicle tax (private, tare 1,155–1,504 kg)",
        "amount": 374,
        "effectiveFrom": "2026-07-01",
        "effectiveTo": "2027-06-30",
        "confidence": "carried-forward",
        "sources": [
          "https://www.nsw.gov.au/driving-boating-and-transport/vehicle-registration/fees-concessions-and-forms/vehicle-registration-fees"
        ]
      },
      {
        "id": "ctp_green_slip",
        "label": "CTP green slip (bought separately from a licensed insurer; varies by insurer, postcode region, driver)",
        "amount": 600,
        "effectiveFrom": "2026-07-01",
        "effectiveTo": "2027-06-30",
        "confidence": "estimate",
        "sources": []
      },
      {
        "id": "plate_fee",
        "label": "Standard number plates (new registration)",
        "amount": 45,
        "effectiveFrom": "2026-07-01",
        "effectiveTo": "2027-06-30",
        "confidence": "estimate",
        "sources": []
      },
      {
        "id": "nsw_registration_discount_2026_27",
        "label": "NSW one-off $100 registration discount (private light vehicles)",
        "amount": -100,
        "effectiveFrom": "2026-09-01",
        "effectiveTo": "2027-08-31",
        "confidence": "corroborated",
        "sources": []
      }
    ]
  },
  "ratesAsOf": "2026-11-23",
  "estimated": true,
  "registrationState": {
    "state": "NSW",
    "basis": "postcode",
    "candidates": [
      "NSW"
    ]
  },
  "quantity": 3,
  "totalForQuantity": 136965
};

/** The priced lines of an example quote, shared by the answers that show that quote. */
const i30LineItems = {
  "vehiclePrice": 27730,
  "dealerDelivery": 990,
  "accessories": [],
  "stampDuty": {
    "amount": 1092,
    "state": "SA",
    "schedule": "SA_NON_COMMERCIAL",
    "dutiableValue": 28720,
    "effectiveFrom": "2026-07-01",
    "effectiveTo": "2027-06-30",
    "confidence": "carried-forward",
    "sources": [
      "http://revenuesa.sa.gov.au/taxes-and-duties/stamp-duties/motor-vehicles"
    ],
    "concessions": []
  },
  "registration": {
    "amount": 700,
    "state": "SA",
    "components": [
      {
        "id": "registration_package",
        "label": "Registration + CTP estimate + levies + level-1 admin fee (metro, 4-cyl)",
        "amount": 670,
        "effectiveFrom": "2026-07-01",
        "effectiveTo": "2027-06-30",
        "confidence": "carried-forward",
        "sources": [
          "https://www.sa.gov.au/topics/driving-and-transport/motoring-fees/vehicle-registration-fees"
        ]
      },
      {
        "id": "plate_fee",
        "label": "Number plates",
        "amount": 30,
        "effectiveFrom": "2026-07-01",
        "effectiveTo": "2027-06-30",
        "confidence": "estimate",
        "sources": []
      }
    ]
  },
  "ratesAsOf": "2026-11-23",
  "estimated": true,
  "registrationState": {
    "state": "SA",
    "basis": "postcode",
    "candidates": [
      "SA"
    ]
  },
  "quantity": 1,
  "totalForQuantity": 30512
};

export const serviceIndex = {
  "name": "Fleet Quote API",
  "version": "1.1.0",
  "docs": "/docs",
  "openapi": "/api/v1/openapi.json"
};

export const health = {
  "status": "ok",
  "pricing": {
    "validThrough": "2027-06-30"
  }
};

export const registerRequest = {
  "companyName": "Acme Fleet Pty Ltd",
  "contactEmail": "fleet@acme.example.com",
  "contactPhone": "+61 2 9000 0000",
  "companyAbn": "51 824 753 556"
};

export const registration = {
  "apiKey": "svc_170c3d9406592d35651ec35deb312eb8ee45325b4a7d578b6869e6f481a4",
  "message": "Store this API key and webhook secret securely: they are shown only once and cannot be retrieved again.",
  "rateLimitPerHour": 100,
  "webhookSecret": "whsec_TQ8XzTyeBlUfDB5ElGx58XFp3npFO/BbxfxzOrPTJTo="
};

export const dealerList = {
  "dealers": [
    {
      "id": "4c4f2d24-128e-5c0c-89e5-df7b7e072620",
      "name": "Adelaide City Hyundai",
      "suburb": "Adelaide",
      "state": "SA",
      "postcode": "5000",
      "autoRespond": false
    },
    {
      "id": "f4509ef2-408f-517a-971f-33d225c3e234",
      "name": "Alexandria EV Centre",
      "suburb": "Alexandria",
      "state": "NSW",
      "postcode": "2015",
      "autoRespond": false
    }
  ],
  "pagination": {
    "limit": 2,
    "offset": 0,
    "count": 2
  }
};

export const dealerInventory = {
  "dealershipId": "ac5c6687-9f57-5464-8072-91b135294356",
  "inventory": [
    {
      "globalCarId": "02b5fa1b-de68-59a6-a55c-1f6f10d46feb",
      "model": "Toyota RAV4 Hybrid",
      "version": "GXL 2WD",
      "specs": {
        "bodyType": "SUV",
        "bodyClass": "passenger",
        "powertrain": "hybrid",
        "engine": "2.5L 4cyl petrol hybrid",
        "cylinders": 4,
        "co2GramsPerKm": 105
      },
      "imageUrl": "https://images.fleetquote.example/vehicles/toyota-rav4-hybrid-gxl-2wd.jpg"
    },
    {
      "globalCarId": "0f0a6ee7-d89f-59a4-9aae-d1de4163ebf6",
      "model": "Toyota RAV4 Hybrid",
      "version": "Cruiser AWD",
      "specs": {
        "bodyType": "SUV",
        "bodyClass": "passenger",
        "powertrain": "hybrid",
        "engine": "2.5L 4cyl petrol hybrid",
        "cylinders": 4,
        "co2GramsPerKm": 107
      },
      "imageUrl": "https://images.fleetquote.example/vehicles/toyota-rav4-hybrid-cruiser-awd.jpg"
    }
  ],
  "pagination": {
    "limit": 2,
    "offset": 0,
    "count": 2
  }
};

export const inventorySearch = {
  "vehicles": [
    {
      "id": "50cdc0e7-66d0-52b2-a430-34f860e1330c",
      "model": "Toyota RAV4 Hybrid",
      "version": "GX 2WD",
      "specs": {
        "bodyType": "SUV",
        "bodyClass": "passenger",
        "powertrain": "hybrid",
        "engine": "2.5L 4cyl petrol hybrid",
        "cylinders": 4,
        "co2GramsPerKm": 105
      },
      "imageUrl": "https://images.fleetquote.example/vehicles/toyota-rav4-hybrid-gx-2wd.jpg"
    },
    {
      "id": "02b5fa1b-de68-59a6-a55c-1f6f10d46feb",
      "model": "Toyota RAV4 Hybrid",
      "version": "GXL 2WD",
      "specs": {
        "bodyType": "SUV",
        "bodyClass": "passenger",
        "powertrain": "hybrid",
        "engine": "2.5L 4cyl petrol hybrid",
        "cylinders": 4,
        "co2GramsPerKm": 105
      },
      "imageUrl": "https://images.fleetquote.example/vehicles/toyota-rav4-hybrid-gxl-2wd.jpg"
    }
  ],
  "pagination": {
    "limit": 2,
    "offset": 0,
    "count": 2
  }
};

export const quoteRequest = {
  "dealershipId": "ac5c6687-9f57-5464-8072-91b135294356",
  "globalCarId": "50cdc0e7-66d0-52b2-a430-34f860e1330c",
  "clientName": "Jo Fleet",
  "clientEmail": "jo@fleet.example.com",
  "postcode": "2000",
  "quantity": 3,
  "callbackUrl": "https://hooks.acme.example.com/fleet-quotes"
};

export const quoteCompleted = {
  "status": "completed",
  "quoteId": "c4e946a4-4a99-411d-86f9-e89628e8f1c7",
  "dealership": {
    "name": "Parramatta Toyota",
    "email": "fleet@parramatta-toyota.example.com.au"
  },
  "vehicle": {
    "model": "Toyota RAV4 Hybrid",
    "version": "GX 2WD",
    "imageUrl": "https://images.fleetquote.example/vehicles/toyota-rav4-hybrid-gx-2wd.jpg"
  },
  "pricing": {
    "dealerDelivery": 1490,
    "accessories": [],
    "totalDriveAway": 45655,
    "lineItems": rav4LineItems
  },
  "createdAt": "2026-11-23T12:50:20.727Z"
};

export const quotePending = {
  "status": "pending",
  "quoteId": "ec28c90e-a592-4cde-898b-fef1aed3949c",
  "message": "Quote request received. The dealership will review it and respond; you will be notified when the quote is completed.",
  "createdAt": "2026-11-23T12:50:20.830Z"
};

export const quoteList = {
  "quotes": [
    {
      "id": "ec28c90e-a592-4cde-898b-fef1aed3949c",
      "dealership": {
        "id": "4c4f2d24-128e-5c0c-89e5-df7b7e072620",
        "name": "Adelaide City Hyundai",
        "suburb": "Adelaide",
        "state": "SA"
      },
      "vehicle": {
        "model": "Hyundai i30",
        "version": "Hatch 2.0 Auto"
      },
      "clientName": "Jo Fleet",
      "clientEmail": "jo@fleet.example.com",
      "status": "pending",
      "channel": "api",
      "createdAt": "2026-11-23T12:50:20.830Z",
      "sentAt": null
    },
    {
      "id": "c4e946a4-4a99-411d-86f9-e89628e8f1c7",
      "dealership": {
        "id": "ac5c6687-9f57-5464-8072-91b135294356",
        "name": "Parramatta Toyota",
        "suburb": "Parramatta",
        "state": "NSW"
      },
      "vehicle": {
        "model": "Toyota RAV4 Hybrid",
        "version": "GX 2WD"
      },
      "clientName": "Jo Fleet",
      "clientEmail": "jo@fleet.example.com",
      "status": "sent",
      "channel": "api",
      "createdAt": "2026-11-23T12:50:20.727Z",
      "sentAt": "2026-11-23T12:50:20.727Z"
    }
  ],
  "pagination": {
    "limit": 2,
    "offset": 0,
    "count": 2
  }
};

export const quoteDetail = {
  "id": "c4e946a4-4a99-411d-86f9-e89628e8f1c7",
  "status": "sent",
  "channel": "api",
  "dealership": {
    "id": "ac5c6687-9f57-5464-8072-91b135294356",
    "name": "Parramatta Toyota",
    "email": "fleet@parramatta-toyota.example.com.au",
    "suburb": "Parramatta",
    "state": "NSW"
  },
  "vehicle": {
    "model": "Toyota RAV4 Hybrid",
    "version": "GX 2WD",
    "imageUrl": "https://images.fleetquote.example/vehicles/toyota-rav4-hybrid-gx-2wd.jpg"
  },
  "clientName": "Jo Fleet",
  "clientEmail": "jo@fleet.example.com",
  "clientPhone": null,
  "createdAt": "2026-11-23T12:50:20.727Z",
  "sentAt": "2026-11-23T12:50:20.727Z",
  "callbackUrl": null,
  "pricing": {
    "totalDriveAway": 45655,
    "lineItems": rav4LineItems
  },
  "dealerNotes": null
};

export const webhookDeliveryList = {
  "deliveries": [
    {
      "id": "ef0ed7ae-a235-48c1-b52d-ba94c6c075ff",
      "event": "quote.completed",
      "url": "http://127.0.0.1:9/hooks",
      "status": "failed",
      "createdAt": "2026-11-23T12:50:20.942Z",
      "finishedAt": "2026-11-23T12:50:27.004Z",
      "lastError": "Error: Network connection lost.",
      "redeliveries": 0,
      "redeliveriesLeft": 5,
      "attempts": [
        {
          "series": 1,
          "attempt": 1,
          "attemptedAt": "2026-11-23T12:50:20.960Z",
          "statusCode": null,
          "durationMs": 5,
          "error": "Error: Network connection lost."
        },
        {
          "series": 1,
          "attempt": 2,
          "attemptedAt": "2026-11-23T12:50:21.987Z",
          "statusCode": null,
          "durationMs": 1,
          "error": "Error: Network connection lost."
        },
        {
          "series": 1,
          "attempt": 3,
          "attemptedAt": "2026-11-23T12:50:27.000Z",
          "statusCode": null,
          "durationMs": 2,
          "error": "Error: Network connection lost."
        }
      ]
    }
  ]
};

export const webhookRedelivery = {
  "id": "ef0ed7ae-a235-48c1-b52d-ba94c6c075ff",
  "event": "quote.completed",
  "url": "http://127.0.0.1:9/hooks",
  "status": "pending",
  "createdAt": "2026-11-23T12:50:20.942Z",
  "finishedAt": null,
  "lastError": null,
  "redeliveries": 1,
  "redeliveriesLeft": 4,
  "attempts": []
};

export const dealerQuoteList = {
  "quotes": [
    {
      "id": "ec28c90e-a592-4cde-898b-fef1aed3949c",
      "dealership": {
        "id": "4c4f2d24-128e-5c0c-89e5-df7b7e072620",
        "name": "Adelaide City Hyundai",
        "suburb": "Adelaide",
        "state": "SA"
      },
      "vehicle": {
        "model": "Hyundai i30",
        "version": "Hatch 2.0 Auto"
      },
      "clientName": "Jo Fleet",
      "clientEmail": "jo@fleet.example.com",
      "status": "pending",
      "channel": "api",
      "createdAt": "2026-11-23T12:50:20.830Z",
      "sentAt": null,
      "quantity": 1
    }
  ],
  "pagination": {
    "limit": 1,
    "offset": 0,
    "count": 1
  }
};

export const dealerQuoteDetail = {
  "id": "ec28c90e-a592-4cde-898b-fef1aed3949c",
  "status": "sent",
  "channel": "api",
  "dealership": {
    "id": "4c4f2d24-128e-5c0c-89e5-df7b7e072620",
    "name": "Adelaide City Hyundai",
    "email": "fleet@adelaidecityhyundai.example.com.au",
    "suburb": "Adelaide",
    "state": "SA"
  },
  "vehicle": {
    "model": "Hyundai i30",
    "version": "Hatch 2.0 Auto",
    "imageUrl": "https://images.fleetquote.example/vehicles/hyundai-i30-hatch-2-0-auto.jpg"
  },
  "clientName": "Jo Fleet",
  "clientEmail": "jo@fleet.example.com",
  "clientPhone": null,
  "createdAt": "2026-11-23T12:50:20.830Z",
  "sentAt": "2026-11-23T12:50:20.942Z",
  "pricing": {
    "totalDriveAway": 30512,
    "lineItems": i30LineItems
  },
  "dealerNotes": "Ready in two weeks",
  "quantity": 1,
  "postcode": "5000",
  "notes": null
};

export const completeQuoteRequest = {
  "dealerDelivery": 990,
  "accessories": [
    {
      "name": "Cargo barrier",
      "price": 690
    }
  ],
  "dealerNotes": "Ready in two weeks"
};

export const createDealership = {
  "name": "Ballarat Mazda",
  "contactEmail": "fleet@ballaratmazda.example.com.au",
  "suburb": "Ballarat",
  "state": "VIC",
  "postcode": "3350",
  "deliveryFee": 990,
  "standardMargin": 700
};

export const updateDealership = {
  "tier": "enterprise",
  "autoRespond": true,
  "apiMargin": 500
};

export const adminDealership = {
  "id": "4c4f2d24-128e-5c0c-89e5-df7b7e072620",
  "name": "Adelaide City Hyundai",
  "contactEmail": "fleet@adelaidecityhyundai.example.com.au",
  "suburb": "Adelaide",
  "state": "SA",
  "postcode": "5000",
  "approved": true,
  "tier": "standard",
  "autoRespond": false,
  "deliveryFee": 1090,
  "standardMargin": 800,
  "apiMargin": 600,
  "credits": 4999,
  "createdAt": "2026-11-23T12:49:44.981Z"
};

export const adminInventoryItem = {
  "dealershipId": "4c4f2d24-128e-5c0c-89e5-df7b7e072620",
  "vehicleId": "50cdc0e7-66d0-52b2-a430-34f860e1330c",
  "price": 31990,
  "available": true
};

export const accessory = {
  "id": "6d1f3b52-9a0e-4c7d-8b21-3e5f7a9c0d14",
  "dealershipId": "4c4f2d24-128e-5c0c-89e5-df7b7e072620",
  "name": "Cargo barrier",
  "price": 690
};

export const dealerKeyIssued = {
  "id": "8999938f-a2c9-4009-8529-f6be301e55f4",
  "dealershipId": "4c4f2d24-128e-5c0c-89e5-df7b7e072620",
  "dealerKey": "dlr_13c90057b99382c02ac0bd231660e364d34787e1b82c19392753705ca140",
  "keyPrefix": "dlr_13c90057",
  "message": "Give this key to the dealership: it is shown only once and cannot be retrieved again."
};

export const jobsSummary = {
  "email": {
    "counts": {
      "pending": 0,
      "delivered": 5,
      "failed": 0
    },
    "oldestUnfinishedAgeSeconds": null
  },
  "webhook": {
    "counts": {
      "pending": 1,
      "delivered": 0,
      "failed": 0
    },
    "oldestUnfinishedAgeSeconds": 9
  }
};

export const createVehicle = {
  "model": "Toyota HiLux",
  "version": "SR5 Double Cab 4x4",
  "bodyClass": "commercial",
  "bodyType": "Ute",
  "powertrain": "ice",
  "engine": "2.8L 4cyl turbo diesel",
  "cylinders": 4,
  "co2GramsPerKm": 218,
  "imageUrl": "https://images.fleetquote.example/vehicles/toyota-hilux-sr5.jpg"
};

export const adminVehicle = {
  "id": "9b0e2c4d-6f81-4a3b-9c5d-7e1f2a3b4c5d",
  "model": "Toyota HiLux",
  "version": "SR5 Double Cab 4x4"
};

export const quoteCompletedEvent = {
  "event": "quote.completed",
  "quoteId": "ec28c90e-a592-4cde-898b-fef1aed3949c",
  "status": "sent",
  "dealership": {
    "name": "Adelaide City Hyundai",
    "email": "fleet@adelaidecityhyundai.example.com.au"
  },
  "vehicle": {
    "model": "Hyundai i30",
    "version": "Hatch 2.0 Auto",
    "imageUrl": "https://images.fleetquote.example/vehicles/hyundai-i30-hatch-2-0-auto.jpg"
  },
  "pricing": {
    "totalDriveAway": 30512,
    "lineItems": i30LineItems
  },
  "clientName": "Jo Fleet",
  "clientEmail": "jo@fleet.example.com",
  "sentAt": "2026-11-23T12:50:20.942Z"
};

