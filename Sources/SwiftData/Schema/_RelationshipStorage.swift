/// Internal: a relationship's behaviour — its related models, its inverse kept in step, its
/// delete rule.
struct _RelationshipStorage {
    /// The relationship's key path.
    let keypath: AnyKeyPath
    /// The type of the models holding the relationship.
    let ownerType: any PersistentModel.Type
    /// The type of the related models.
    let relatedType: any PersistentModel.Type
    /// What `@Relationship(…)` said, if written.
    let options: Schema.Relationship?
    /// The related models in a value of the property.
    let related: (Any?) -> [AnyObject]
    /// Makes the owner's property include the other model (nothing if it does).
    let add: (_ owner: AnyObject, _ other: AnyObject) -> Void
    /// Makes the owner's property not include the other model (nothing if it does not).
    let remove: (_ owner: AnyObject, _ other: AnyObject) -> Void

    /// The delete rule: `.nullify` unless written.
    var deleteRule: Schema.Relationship.DeleteRule { options?.deleteRule ?? .nullify }

    /// The related models of `owner`.
    func models(of owner: AnyObject) -> [AnyObject] {
        related((owner as! any PersistentModel).persistentBackingData.values[keypath])
    }

    /// The relationship pointing back from the related type: the one written as this one's
    /// inverse, or the one that names this one as its inverse, or else — as SwiftData infers it —
    /// the related type's only relationship to this one's type that names no other inverse.
    var inverse: _RelationshipStorage? {
        let info = _EntityInfo.of(relatedType)
        if let declared = options?.inverseKeyPath { return info.property(declared)?.relationship }
        if let naming = info.relationships.first(where: { $0.options?.inverseKeyPath == keypath }) { return naming }
        let owner = ObjectIdentifier(ownerType)
        let candidates = info.relationships.filter {
            ObjectIdentifier($0.relatedType) == owner && $0.keypath != keypath && $0.options?.inverseKeyPath == nil
        }
        return candidates.count == 1 ? candidates[0] : nil
    }

    /// The property changed from `old` to `new` on `owner`: the models no longer related stop
    /// pointing back, the new ones point back, and the new ones join the owner's context.
    func changed(_ owner: AnyObject, _ old: Any?, _ new: Any) {
        let before = related(old), after = related(new)
        let beforeIDs = Set(before.map(ObjectIdentifier.init)), afterIDs = Set(after.map(ObjectIdentifier.init))
        let inverse = self.inverse
        for model in before where !afterIDs.contains(ObjectIdentifier(model)) {
            inverse?.remove(model, owner)
        }
        let context = (owner as! any PersistentModel).persistentBackingData.context
        for model in after where !beforeIDs.contains(ObjectIdentifier(model)) {
            inverse?.add(model, owner)
            if let context, let model = model as? any PersistentModel, !model.persistentBackingData.isStored {
                context.insert(model)
            }
        }
    }
}
