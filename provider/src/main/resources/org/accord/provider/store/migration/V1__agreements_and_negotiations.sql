-- Agreements and negotiations. ${text} is the dialect's type for text of any length.
CREATE TABLE IF NOT EXISTS accord_agreement (
    agreement_id VARCHAR(128) PRIMARY KEY,
    initiator VARCHAR(256) NOT NULL,
    offer_id VARCHAR(256) NOT NULL,
    template_id VARCHAR(256) NOT NULL,
    state VARCHAR(64) NOT NULL,
    service_term_states ${text} NOT NULL,
    guarantee_term_states ${text} NOT NULL,
    document ${text} NOT NULL,
    placement ${text},
    created_at TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL,
    CONSTRAINT accord_agreement_offer UNIQUE (initiator, offer_id));
CREATE INDEX IF NOT EXISTS accord_agreement_state ON accord_agreement (state);
CREATE TABLE IF NOT EXISTS accord_negotiation (
    negotiation_id VARCHAR(128) PRIMARY KEY,
    initiator VARCHAR(256) NOT NULL,
    state VARCHAR(64) NOT NULL,
    offers ${text} NOT NULL,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL);
